// The per-thread working state behind `cphone_context`.
#ifndef CPHONE_CONTEXT_HPP
#define CPHONE_CONTEXT_HPP

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <phonenumbers/phonenumberutil.h>
#include <phonenumbers/shortnumberinfo.h>
#include <unicode/regex.h>

#include "cphone.h"
#include "metadata_index.hpp"

struct cphone_context {
  /// True when every call must go through libphonenumber's public API.
  bool reference = false;
  const cphone::MetadataIndex *index = nullptr;
  const i18n::phonenumbers::PhoneNumberUtil *util = nullptr;
  uint64_t fast_parses = 0;
  uint64_t library_parses = 0;

  /// Parses plain input (ASCII digits, one leading `+`, spaces and `-./()`, optionally followed
  /// by an extension written ` x12`, ` ext 12` or ` ext. 12`) the way libphonenumber's
  /// ParseHelper does. Returns a cphone_parse_status, or -1 when the input is not plain or
  /// reaches a case left to libphonenumber (transform rules, retried plus signs).
  int fast_parse(const char *text, size_t length, const cphone::Region *default_region,
                 cphone_number *out);

  /// True when the text is a plain number of at least three digits followed by an extension
  /// the fast path reads (IsAlphaNumber is false for such text).
  bool is_plain_with_extension(const char *text, size_t length) const;

  /// libphonenumber's GetRegionCodeForNumber over the index; nullptr means "ZZ". When the
  /// region had to be found by testing the number's type, `type` receives that type.
  const cphone::Region *region_for_number(int country_code, const std::string &nsn, int *type);

  /// libphonenumber's GetNumberTypeHelper over the index.
  int type_of(const std::string &nsn, const cphone::Region &region);

  /// libphonenumber's TestNumberLength for the general description; -1 when the region has no
  /// possible lengths at all (left to libphonenumber).
  int test_length(const cphone::Region &region, size_t length) const;

  /// Lazily created short-number helper (rarely needed: only for numbers that are not valid).
  const i18n::phonenumbers::ShortNumberInfo &short_info();

 private:
  /// fast_parse for the number without its extension.
  int parse_plain(const char *text, size_t length, const cphone::Region *default_region, cphone_number *out);

  std::vector<std::unique_ptr<icu::RegexMatcher>> matchers_;
  std::unique_ptr<i18n::phonenumbers::ShortNumberInfo> short_info_;

  icu::RegexMatcher *matcher(int pattern);
  /// Whole-string match (libphonenumber's FullMatch) of ASCII text: by the pattern's digit
  /// automaton when it has one, else by ICU.
  bool full_match(int pattern, const char *text, size_t length);
  /// Anchored prefix match (libphonenumber's Consume); `end` receives the match length.
  /// Where a match ends follows ICU's backtracking order, which an automaton does not model,
  /// so the automaton answers only for prefix-free patterns (where one prefix at most can
  /// match); others go to ICU.
  bool looking_at(int pattern, const char *text, size_t length, size_t *end);
  /// Whether looking_at would succeed (libphonenumber's Consume when the end is not used).
  bool prefix_matches(int pattern, const char *text, size_t length);
  /// libphonenumber's IsNumberMatchingDesc: possible lengths first, then the pattern.
  bool matches_desc(const cphone::Desc &desc, const std::string &nsn);
  /// libphonenumber's IsMatch (pattern only, no length check).
  bool is_match(const cphone::Desc &desc, const char *text, size_t length);
  /// libphonenumber's MaybeStripNationalPrefixAndCarrierCode for regions without a transform
  /// rule; returns false when the region has one (the caller then falls back).
  bool strip_national_prefix(const cphone::Region &region, const char **text, size_t *length);
};

namespace cphone {

/// The national significant number (leading zeros, then the national number) as digits.
std::string national_significant_number(const cphone_number &number);

/// Converts between the C struct and libphonenumber's protocol buffer.
void to_proto(const cphone_number &number, bool with_extension, i18n::phonenumbers::PhoneNumber *proto);
void from_proto(const i18n::phonenumbers::PhoneNumber &proto, cphone_number *number);

/// Copies a region id into a 4-byte buffer ("ZZ" when null).
void write_region(const std::string *id, char region[4]);

}  // namespace cphone

#endif
