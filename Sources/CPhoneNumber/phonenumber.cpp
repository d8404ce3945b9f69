// The extern "C" functions of cphone.h.
#include "cphone.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>
#include <string>

#include "context.hpp"

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

extern "C" const char *cphone_library_version(void) { return "8.12"; }

namespace {

std::string region_string(const char *region) { return region ? std::string(region) : std::string("ZZ"); }

}  // namespace

// MARK: Contexts

extern "C" cphone_context *cphone_context_create(int reference) {
  const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
  if (!index) return nullptr;
  auto *context = new cphone_context();
  context->reference = reference != 0;
  context->index = index;
  context->util = PhoneNumberUtil::GetInstance();
  return context;
}

extern "C" void cphone_context_destroy(cphone_context *context) { delete context; }

extern "C" void cphone_context_counters(const cphone_context *context, uint64_t *fast, uint64_t *library) {
  if (fast) *fast = context ? context->fast_parses : 0;
  if (library) *library = context ? context->library_parses : 0;
}

// MARK: Numbers

extern "C" cphone_parse_status cphone_parse(cphone_context *context, const char *text, size_t length,
                                            const char *default_region, cphone_number *out) {
  std::memset(out, 0, sizeof(*out));
  if (!text) return CPHONE_PARSE_NOT_A_NUMBER;
  std::string region = region_string(default_region);
  if (!context->reference) {
    int status = context->fast_parse(text, length, context->index->region(region), out);
    if (status >= 0) {
      context->fast_parses++;
      return static_cast<cphone_parse_status>(status);
    }
  }
  context->library_parses++;
  PhoneNumber proto;
  auto error = context->util->Parse(std::string(text, length), region, &proto);
  if (error != PhoneNumberUtil::NO_PARSING_ERROR) return static_cast<cphone_parse_status>(error);
  cphone::from_proto(proto, out);
  return CPHONE_PARSE_OK;
}

extern "C" int cphone_is_valid(cphone_context *context, const cphone_number *number, char region[4]) {
  if (context->reference) {
    PhoneNumber proto;
    cphone::to_proto(*number, true, &proto);
    std::string id;
    context->util->GetRegionCodeForNumber(proto, &id);
    cphone::write_region(&id, region);
    return context->util->IsValidNumberForRegion(proto, id) ? 1 : 0;
  }
  std::string nsn = cphone::national_significant_number(*number);
  int type = CPHONE_TYPE_UNKNOWN;
  const cphone::Region *found = context->region_for_number(number->country_code, nsn, &type);
  cphone::write_region(found ? &found->id : nullptr, region);
  if (!found) return 0;
  // IsValidNumberForRegion: the type the region search found, or the type in that region.
  if (type == CPHONE_TYPE_UNKNOWN) type = context->type_of(nsn, *found);
  return type != CPHONE_TYPE_UNKNOWN ? 1 : 0;
}

extern "C" cphone_number_type cphone_get_type(cphone_context *context, const cphone_number *number) {
  if (context->reference) {
    PhoneNumber proto;
    cphone::to_proto(*number, true, &proto);
    return static_cast<cphone_number_type>(context->util->GetNumberType(proto));
  }
  std::string nsn = cphone::national_significant_number(*number);
  int type = CPHONE_TYPE_UNKNOWN;
  const cphone::Region *found = context->region_for_number(number->country_code, nsn, &type);
  if (!found) return CPHONE_TYPE_UNKNOWN;
  if (type == CPHONE_TYPE_UNKNOWN) type = context->type_of(nsn, *found);
  return static_cast<cphone_number_type>(type);
}

extern "C" cphone_possibility cphone_possibility_of(cphone_context *context, const cphone_number *number) {
  if (!context->reference) {
    const std::vector<const cphone::Region *> *regions = context->index->regions_for_code(number->country_code);
    if (!regions) return CPHONE_POSSIBLE_INVALID_COUNTRY_CODE;
    int result = context->test_length(*regions->front(), cphone::national_significant_number(*number).size());
    if (result >= 0) return static_cast<cphone_possibility>(result);
  }
  PhoneNumber proto;
  cphone::to_proto(*number, true, &proto);
  return static_cast<cphone_possibility>(context->util->IsPossibleNumberWithReason(proto));
}

extern "C" size_t cphone_format(cphone_context *context, const cphone_number *number, cphone_format_kind format,
                                int with_extension, char *buffer, size_t capacity) {
  std::string text;
  if (format == CPHONE_FORMAT_E164 && !context->reference) {
    // Format's early exit for E164: plus, calling code, national significant number.
    text = "+" + std::to_string(number->country_code) + cphone::national_significant_number(*number);
  } else {
    PhoneNumber proto;
    cphone::to_proto(*number, with_extension != 0, &proto);
    context->util->Format(proto, static_cast<PhoneNumberUtil::PhoneNumberFormat>(format), &text);
  }
  if (buffer && capacity > 0) {
    size_t n = text.size() < capacity ? text.size() : capacity - 1;
    std::memcpy(buffer, text.data(), n);
    buffer[n] = '\0';
  }
  return text.size();
}

extern "C" size_t cphone_format_out_of_country(cphone_context *context, const cphone_number *number,
                                               const char *calling_from, char *buffer, size_t capacity) {
  std::string text;
  PhoneNumber proto;
  cphone::to_proto(*number, false, &proto);
  context->util->FormatOutOfCountryCallingNumber(proto, region_string(calling_from), &text);
  if (buffer && capacity > 0) {
    size_t n = text.size() < capacity ? text.size() : capacity - 1;
    std::memcpy(buffer, text.data(), n);
    buffer[n] = '\0';
  }
  return text.size();
}

extern "C" int cphone_is_valid_short_number(cphone_context *context, const cphone_number *number,
                                            const char *region) {
  if (!region) return 0;
  if (!context->reference) {
    // ShortNumberInfo's first checks: the calling code, then the possible lengths.
    const cphone::Region *dialled_from = context->index->region(region);
    const cphone::Desc *general = context->index->short_general(region);
    if (!dialled_from || !general || dialled_from->country_code != number->country_code) return 0;
    size_t length = cphone::national_significant_number(*number).size();
    if (general->has_lengths && (length >= 32 || !(general->lengths & (1u << length)))) return 0;
  }
  PhoneNumber proto;
  cphone::to_proto(*number, true, &proto);
  return context->short_info().IsValidShortNumberForRegion(proto, region) ? 1 : 0;
}

extern "C" int cphone_is_emergency_number(cphone_context *context, const char *text, size_t length,
                                          const char *region) {
  if (!text || !region) return 0;
  return context->short_info().IsEmergencyNumber(std::string(text, length), region) ? 1 : 0;
}

extern "C" int cphone_example_number(cphone_context *context, const char *region, cphone_number_type type,
                                     cphone_number *out) {
  std::memset(out, 0, sizeof(*out));
  if (!region) return 0;
  PhoneNumber proto;
  if (!context->util->GetExampleNumberForType(region, static_cast<PhoneNumberUtil::PhoneNumberType>(type), &proto)) {
    return 0;
  }
  cphone::from_proto(proto, out);
  return 1;
}

extern "C" int cphone_is_alpha_number(cphone_context *context, const char *text, size_t length) {
  if (!text) return 0;
  // A plain number with a written extension (`555-1234 x12`) has no letters once
  // libphonenumber has stripped that extension, so it is no vanity number.
  if (!context->reference && context->is_plain_with_extension(text, length)) return 0;
  return context->util->IsAlphaNumber(std::string(text, length)) ? 1 : 0;
}

// MARK: Regions

extern "C" int32_t cphone_country_code_for_region(const char *region) {
  if (!region) return 0;
  const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
  const cphone::Region *found = index ? index->region(region) : nullptr;
  return found ? found->country_code : 0;
}

extern "C" int cphone_region_for_country_code(int32_t country_code, char region[4]) {
  const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
  const std::vector<const cphone::Region *> *regions = index ? index->regions_for_code(country_code) : nullptr;
  cphone::write_region(regions ? &regions->front()->id : nullptr, region);
  return regions ? 1 : 0;
}

extern "C" size_t cphone_supported_region_count(void) {
  const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
  return index ? index->supported_regions().size() : 0;
}

extern "C" int cphone_supported_region_at(size_t position, char region[4]) {
  const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
  if (!index || position >= index->supported_regions().size()) return 0;
  cphone::write_region(&index->supported_regions()[position], region);
  return 1;
}

// MARK: Checking the digit automata

extern "C" void cphone_check_automata(uint64_t seed, int states_per_pattern, int random_texts,
                                      cphone_automaton_check *out) {
  *out = cphone_automaton_check{};
  const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
  if (!index) return;
  uint64_t random = seed | 1;
  auto next_random = [&random](uint64_t bound) {
    random ^= random << 13;
    random ^= random >> 7;
    random ^= random << 17;
    return random % bound;
  };
  out->patterns = index->pattern_count();
  for (int p = 0; p < static_cast<int>(index->pattern_count()); p++) {
    const cphone::DigitAutomaton *automaton = index->automaton(p);
    const icu::RegexPattern *compiled = index->pattern(p);
    if (!automaton || !compiled) continue;
    out->automata++;
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::RegexMatcher> matcher(compiled->matcher(status));
    if (U_FAILURE(status)) continue;
    std::vector<std::string> texts;
    std::vector<std::string> witnesses = automaton->state_witnesses();
    size_t step = std::max<size_t>(1, witnesses.size() / static_cast<size_t>(std::max(1, states_per_pattern)));
    for (size_t w = 0; w < witnesses.size(); w += step) {
      texts.push_back(witnesses[w]);
      for (char d = '0'; d <= '9'; d++) texts.push_back(witnesses[w] + d);
      // A random walk on from there: stops at an accepting state (a member) or after 20 digits.
      std::string walk = witnesses[w];
      int32_t state = automaton->state_after(walk.data(), walk.size());
      for (int i = 0; i < 20 && state >= 0 && !automaton->accepting(state); i++) {
        std::string live;
        for (unsigned d = 0; d < 10; d++) {
          if (automaton->transition(state, d) >= 0) live.push_back(static_cast<char>('0' + d));
        }
        if (live.empty()) break;
        char d = live[next_random(live.size())];
        walk.push_back(d);
        state = automaton->transition(state, static_cast<unsigned>(d - '0'));
      }
      texts.push_back(walk);
    }
    for (int r = 0; r < random_texts; r++) {
      std::string text(next_random(18), '0');
      for (char &c : text) c = static_cast<char>('0' + next_random(10));
      texts.push_back(text);
    }
    for (const std::string &text : texts) {
      icu::UnicodeString input(text.data(), static_cast<int32_t>(text.size()), US_INV);
      matcher->reset(input);
      UErrorCode whole_status = U_ZERO_ERROR;
      bool icu_whole = matcher->matches(whole_status) && U_SUCCESS(whole_status);
      matcher->reset(input);
      UErrorCode prefix_status = U_ZERO_ERROR;
      bool icu_prefix = matcher->lookingAt(prefix_status) && U_SUCCESS(prefix_status);
      size_t icu_end = icu_prefix ? static_cast<size_t>(matcher->end(prefix_status)) : 0;
      size_t end = 0;
      int unique = automaton->unique_prefix(text.data(), text.size(), &end);
      out->texts++;
      const char *question = nullptr;
      if (icu_whole != automaton->full_match(text.data(), text.size())) question = "matches";
      else if (icu_prefix != automaton->matches_prefix(text.data(), text.size())) question = "lookingAt";
      else if (unique >= 0 && ((unique == 1) != icu_prefix || (icu_prefix && end != icu_end))) question = "lookingAt end";
      if (!question) continue;
      if (out->mismatches++ == 0) {
        std::string found = index->source(p) + " | " + text + " | " + question;
        std::strncpy(out->first_mismatch, found.c_str(), sizeof(out->first_mismatch) - 1);
      }
    }
  }
}
