// The fast path: libphonenumber's parsing and validation steps for plain input, over the
// index's patterns and this context's own matchers. Each step names the
// libphonenumber function whose behaviour it follows; anything outside plain input falls back
// to libphonenumber itself.
#include "context.hpp"

#include <algorithm>
#include <cstring>

#include <unicode/unistr.h>

using cphone::Desc;
using cphone::Region;

namespace {

// libphonenumber's kMinLengthForNsn and kMaxLengthForNsn.
constexpr size_t kMinLengthForNsn = 2;
constexpr size_t kMaxLengthForNsn = 17;
// Longer input is left to libphonenumber.
constexpr size_t kMaxPlainLength = 64;
// Longest extension the fast path reads: libphonenumber's smallest limit (six digits, for
// its least certain extension forms), so no limit of any of its forms can differ.
constexpr size_t kMaxPlainExtension = 6;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The separators plain input may have between its digits.
bool is_plain_separator(char c) { return c == ' ' || c == '-' || c == '.' || c == '(' || c == ')' || c == '/'; }

// MaybeStripExtension for the common written forms only: the number ends in a digit, then
// one or more spaces, then "x" or "ext" in any case, an optional '.', optional spaces, and one
// to six digits ending the text. libphonenumber's extension pattern matches these (an
// ambiguous or explicit label after separators) and no earlier position of such text can
// start a match of it, so the number is everything before the spaces. Returns the length of
// the number part, or `length` when there is no such extension.
size_t split_extension(const char *text, size_t length, const char **extension, size_t *extension_length) {
  size_t i = length;
  while (i > 0 && is_digit(text[i - 1])) i--;
  size_t digits = length - i;
  if (digits == 0 || digits > kMaxPlainExtension) return length;
  size_t digits_start = i;
  while (i > 0 && text[i - 1] == ' ') i--;
  if (i > 0 && text[i - 1] == '.') i--;
  auto lower = [](char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); };
  if (i >= 3 && lower(text[i - 3]) == 'e' && lower(text[i - 2]) == 'x' && lower(text[i - 1]) == 't') {
    i -= 3;
  } else if (i >= 1 && lower(text[i - 1]) == 'x') {
    i -= 1;
  } else {
    return length;
  }
  size_t label_start = i;
  while (i > 0 && text[i - 1] == ' ') i--;
  if (i == label_start || i == 0 || !is_digit(text[i - 1])) return length;
  *extension = text + digits_start;
  *extension_length = digits;
  return i;
}

}  // namespace

icu::RegexMatcher *cphone_context::matcher(int pattern) {
  if (pattern < 0 || static_cast<size_t>(pattern) >= index->pattern_count()) return nullptr;
  if (matchers_.size() < index->pattern_count()) matchers_.resize(index->pattern_count());
  std::unique_ptr<icu::RegexMatcher> &slot = matchers_[static_cast<size_t>(pattern)];
  if (!slot) {
    const icu::RegexPattern *compiled = index->pattern(pattern);
    if (!compiled) return nullptr;
    UErrorCode status = U_ZERO_ERROR;
    slot.reset(compiled->matcher(status));
    if (U_FAILURE(status)) slot.reset();
  }
  return slot.get();
}

bool cphone_context::full_match(int pattern, const char *text, size_t length) {
  if (const cphone::DigitAutomaton *automaton = index->automaton(pattern)) {
    return automaton->full_match(text, length);
  }
  icu::RegexMatcher *m = matcher(pattern);
  if (!m) return false;
  icu::UnicodeString input(text, static_cast<int32_t>(length), US_INV);
  UErrorCode status = U_ZERO_ERROR;
  m->reset(input);
  bool matched = m->matches(status);
  m->reset(icu::UnicodeString());
  return matched && U_SUCCESS(status);
}

bool cphone_context::looking_at(int pattern, const char *text, size_t length, size_t *end) {
  if (const cphone::DigitAutomaton *automaton = index->automaton(pattern)) {
    int found = automaton->unique_prefix(text, length, end);
    if (found >= 0) return found == 1;
  }
  icu::RegexMatcher *m = matcher(pattern);
  if (!m) return false;
  icu::UnicodeString input(text, static_cast<int32_t>(length), US_INV);
  UErrorCode status = U_ZERO_ERROR;
  m->reset(input);
  bool matched = m->lookingAt(status) && U_SUCCESS(status);
  if (matched) {
    int32_t stop = m->end(status);
    matched = U_SUCCESS(status) && stop >= 0;
    if (matched) *end = static_cast<size_t>(stop);
  }
  m->reset(icu::UnicodeString());
  return matched;
}

bool cphone_context::prefix_matches(int pattern, const char *text, size_t length) {
  if (const cphone::DigitAutomaton *automaton = index->automaton(pattern)) {
    return automaton->matches_prefix(text, length);
  }
  size_t end = 0;
  return looking_at(pattern, text, length, &end);
}

bool cphone_context::is_match(const Desc &desc, const char *text, size_t length) {
  // An empty pattern never matches (RegexBasedMatcher::MatchNationalNumber).
  return desc.pattern >= 0 && full_match(desc.pattern, text, length);
}

bool cphone_context::matches_desc(const Desc &desc, const std::string &nsn) {
  if (desc.has_lengths) {
    size_t length = nsn.size();
    if (length >= 32 || !(desc.lengths & (1u << length))) return false;
  }
  return is_match(desc, nsn.data(), nsn.size());
}

int cphone_context::type_of(const std::string &nsn, const Region &r) {
  if (!matches_desc(r.general, nsn)) return CPHONE_TYPE_UNKNOWN;
  if (matches_desc(r.premium_rate, nsn)) return CPHONE_TYPE_PREMIUM_RATE;
  if (matches_desc(r.toll_free, nsn)) return CPHONE_TYPE_TOLL_FREE;
  if (matches_desc(r.shared_cost, nsn)) return CPHONE_TYPE_SHARED_COST;
  if (matches_desc(r.voip, nsn)) return CPHONE_TYPE_VOIP;
  if (matches_desc(r.personal_number, nsn)) return CPHONE_TYPE_PERSONAL_NUMBER;
  if (matches_desc(r.pager, nsn)) return CPHONE_TYPE_PAGER;
  if (matches_desc(r.uan, nsn)) return CPHONE_TYPE_UAN;
  if (matches_desc(r.voicemail, nsn)) return CPHONE_TYPE_VOICEMAIL;
  if (matches_desc(r.fixed_line, nsn)) {
    if (r.same_mobile_and_fixed_line_pattern) return CPHONE_TYPE_FIXED_LINE_OR_MOBILE;
    if (matches_desc(r.mobile, nsn)) return CPHONE_TYPE_FIXED_LINE_OR_MOBILE;
    return CPHONE_TYPE_FIXED_LINE;
  }
  if (!r.same_mobile_and_fixed_line_pattern && matches_desc(r.mobile, nsn)) return CPHONE_TYPE_MOBILE;
  return CPHONE_TYPE_UNKNOWN;
}

const Region *cphone_context::region_for_number(int country_code, const std::string &nsn, int *type) {
  const std::vector<const Region *> *regions = index->regions_for_code(country_code);
  if (!regions || regions->empty()) return nullptr;
  if (regions->size() == 1) return regions->front();
  // GetRegionCodeForNumberFromRegionList.
  for (const Region *candidate : *regions) {
    if (candidate->leading_digits >= 0) {
      if (prefix_matches(candidate->leading_digits, nsn.data(), nsn.size())) return candidate;
    } else {
      int t = type_of(nsn, *candidate);
      if (t != CPHONE_TYPE_UNKNOWN) {
        if (type) *type = t;
        return candidate;
      }
    }
  }
  return nullptr;
}

int cphone_context::test_length(const Region &r, size_t length) const {
  const std::vector<int> &lengths = r.general_lengths;
  if (lengths.empty()) return -1;
  if (lengths.front() == -1) return CPHONE_POSSIBLE_INVALID_LENGTH;
  int actual = static_cast<int>(length);
  const std::vector<int> &local = r.general_local_lengths;
  if (std::find(local.begin(), local.end(), actual) != local.end()) return CPHONE_POSSIBLE_LOCAL_ONLY;
  int minimum = lengths.front();
  if (minimum == actual) return CPHONE_POSSIBLE;
  if (minimum > actual) return CPHONE_POSSIBLE_TOO_SHORT;
  if (lengths.back() < actual) return CPHONE_POSSIBLE_TOO_LONG;
  return std::find(lengths.begin() + 1, lengths.end(), actual) != lengths.end()
             ? CPHONE_POSSIBLE
             : CPHONE_POSSIBLE_INVALID_LENGTH;
}

bool cphone_context::strip_national_prefix(const Region &r, const char **text, size_t *length) {
  if (*length == 0 || r.national_prefix_for_parsing < 0) return true;
  if (r.has_transform_rule) return false;
  bool viable = is_match(r.general, *text, *length);
  size_t end = 0;
  if (!looking_at(r.national_prefix_for_parsing, *text, *length, &end)) return true;
  const char *stripped = *text + end;
  size_t stripped_length = *length - end;
  if (viable && !is_match(r.general, stripped, stripped_length)) return true;
  *text = stripped;
  *length = stripped_length;
  return true;
}

int cphone_context::fast_parse(const char *text, size_t length, const Region *default_region,
                               cphone_number *out) {
  if (length == 0 || length > kMaxPlainLength) return -1;
  const char *extension = nullptr;
  size_t extension_length = 0;
  size_t number_length = split_extension(text, length, &extension, &extension_length);
  int status = parse_plain(text, number_length, default_region, out);
  if (!extension) return status;
  // A number with an extension that does not parse is left to libphonenumber, whose error
  // may come from a step the fast path does not follow for such text.
  if (status != CPHONE_PARSE_OK) return -1;
  std::memcpy(out->extension, extension, extension_length);
  out->extension[extension_length] = '\0';
  return status;
}

bool cphone_context::is_plain_with_extension(const char *text, size_t length) const {
  if (length > kMaxPlainLength) return false;
  const char *extension = nullptr;
  size_t extension_length = 0;
  size_t number_length = split_extension(text, length, &extension, &extension_length);
  if (!extension) return false;
  size_t digits = 0;
  for (size_t i = 0; i < number_length; i++) {
    char c = text[i];
    if (is_digit(c)) {
      digits++;
    } else if (!(c == '+' && i == 0) && !is_plain_separator(c)) {
      // A plus only first: libphonenumber's viability test (on the whole text) takes no other.
      return false;
    }
  }
  return digits >= 3;
}

int cphone_context::parse_plain(const char *text, size_t length, const Region *default_region,
                                cphone_number *out) {
  // ExtractPossibleNumber + IsViablePhoneNumber for plain input: skip separators before the
  // first digit or plus, keep the digits; at least three digits make it viable.
  char digits[kMaxPlainLength];
  size_t count = 0;
  bool plus = false;
  bool started = false;
  for (size_t i = 0; i < length; i++) {
    char c = text[i];
    if (c >= '0' && c <= '9') {
      digits[count++] = c;
      started = true;
    } else if (c == '+') {
      if (started) return -1;
      plus = true;
      started = true;
    } else if (!is_plain_separator(c)) {
      return -1;
    }
  }
  if (count < 3) return -1;
  // Metadata without possible lengths would make libphonenumber read past an empty list.
  if (default_region && default_region->general_lengths.empty()) return -1;
  // Only global services lack an IDD pattern, and they are never a default region.
  if (default_region && default_region->international_prefix < 0) return -1;
  // CheckRegionForParsing.
  if (!default_region && !plus) return CPHONE_PARSE_INVALID_COUNTRY_CODE;

  // MaybeExtractCountryCode.
  const char *national = digits;
  size_t national_length = count;
  bool international = plus;
  int country_code = 0;
  if (!plus && default_region) {
    size_t end = 0;
    // ParsePrefixAsIdd: an IDD is only stripped when the next digit is not 0.
    if (looking_at(default_region->international_prefix, digits, count, &end) &&
        !(end < count && digits[end] == '0')) {
      national = digits + end;
      national_length = count - end;
      international = true;
    }
  }
  if (international) {
    if (national_length <= kMinLengthForNsn) return CPHONE_PARSE_TOO_SHORT_AFTER_IDD;
    // ExtractCountryCode.
    if (national[0] != '0') {
      int potential = 0;
      for (size_t i = 1; i <= 3 && i <= national_length; i++) {
        potential = potential * 10 + (national[i - 1] - '0');
        if (index->regions_for_code(potential)) {
          country_code = potential;
          national += i;
          national_length -= i;
          break;
        }
      }
    }
    // An unknown calling code after a plus makes libphonenumber retry without the plus.
    if (country_code == 0) return -1;
  } else if (default_region) {
    std::string prefix = std::to_string(default_region->country_code);
    if (national_length >= prefix.size() && std::memcmp(national, prefix.data(), prefix.size()) == 0) {
      const char *potential = national + prefix.size();
      size_t potential_length = national_length - prefix.size();
      if (!strip_national_prefix(*default_region, &potential, &potential_length)) return -1;
      if ((!is_match(default_region->general, national, national_length) &&
           is_match(default_region->general, potential, potential_length)) ||
          test_length(*default_region, national_length) == CPHONE_POSSIBLE_TOO_LONG) {
        national = potential;
        national_length = potential_length;
        country_code = default_region->country_code;
      }
    }
  }

  // ParseHelper, after the country code.
  const Region *metadata = nullptr;
  if (country_code != 0) {
    metadata = index->regions_for_code(country_code)->front();
  } else {
    metadata = default_region;
    country_code = default_region->country_code;
  }
  if (national_length < kMinLengthForNsn) return CPHONE_PARSE_TOO_SHORT_NSN;
  const char *potential = national;
  size_t potential_length = national_length;
  if (!strip_national_prefix(*metadata, &potential, &potential_length)) return -1;
  int length_check = test_length(*metadata, potential_length);
  if (length_check == -1) return -1;
  if (length_check != CPHONE_POSSIBLE_TOO_SHORT && length_check != CPHONE_POSSIBLE_LOCAL_ONLY &&
      length_check != CPHONE_POSSIBLE_INVALID_LENGTH) {
    national = potential;
    national_length = potential_length;
  }
  if (national_length < kMinLengthForNsn) return CPHONE_PARSE_TOO_SHORT_NSN;
  if (national_length > kMaxLengthForNsn) return CPHONE_PARSE_TOO_LONG_NSN;

  // SetItalianLeadingZerosForPhoneNumber: the last digit never counts as a leading zero.
  int32_t zeros = 0;
  if (national_length > 1 && national[0] == '0') {
    zeros = 1;
    while (static_cast<size_t>(zeros) < national_length - 1 && national[zeros] == '0') zeros++;
  }
  uint64_t value = 0;
  for (size_t i = 0; i < national_length; i++) value = value * 10 + static_cast<uint64_t>(national[i] - '0');
  out->country_code = country_code;
  out->leading_zeros = zeros;
  out->national_number = value;
  out->extension[0] = '\0';
  return CPHONE_PARSE_OK;
}

const i18n::phonenumbers::ShortNumberInfo &cphone_context::short_info() {
  if (!short_info_) short_info_ = std::make_unique<i18n::phonenumbers::ShortNumberInfo>();
  return *short_info_;
}

namespace cphone {

std::string national_significant_number(const cphone_number &number) {
  std::string nsn(static_cast<size_t>(std::max(number.leading_zeros, 0)), '0');
  nsn += std::to_string(number.national_number);
  return nsn;
}

void to_proto(const cphone_number &number, bool with_extension, i18n::phonenumbers::PhoneNumber *proto) {
  proto->Clear();
  proto->set_country_code(number.country_code);
  proto->set_national_number(number.national_number);
  if (number.leading_zeros > 0) {
    proto->set_italian_leading_zero(true);
    if (number.leading_zeros != 1) proto->set_number_of_leading_zeros(number.leading_zeros);
  }
  if (with_extension && number.extension[0] != '\0') proto->set_extension(number.extension);
}

void from_proto(const i18n::phonenumbers::PhoneNumber &proto, cphone_number *number) {
  number->country_code = proto.country_code();
  number->national_number = proto.national_number();
  number->leading_zeros = proto.italian_leading_zero() ? std::max(proto.number_of_leading_zeros(), 0) : 0;
  const std::string &extension = proto.extension();
  size_t n = std::min(extension.size(), static_cast<size_t>(CPHONE_EXTENSION_CAPACITY - 1));
  std::memcpy(number->extension, extension.data(), n);
  number->extension[n] = '\0';
}

void write_region(const std::string *id, char region[4]) {
  if (!region) return;
  const char *text = id ? id->c_str() : "ZZ";
  size_t n = std::min(std::strlen(text), static_cast<size_t>(3));
  std::memcpy(region, text, n);
  region[n] = '\0';
}

}  // namespace cphone
