// An immutable index over libphonenumber's compiled-in metadata, built once per process.
//
// libphonenumber's own matcher looks every pattern up by its text in a cache guarded by one
// mutex and allocates a fresh ICU matcher per match; with two threads most of the time goes to
// that lock. This index compiles each metadata pattern once, on its first use (with the same
// ICU engine and the same flags, so matches are identical), and lets each context keep its
// own matchers. A book touches a few dozen regions of some 250, so compiling lazily keeps
// several thousand pattern compilations out of every run's start. Number patterns also get a
// digit automaton (digit_automaton.hpp), which answers whole-string matches without ICU.
#ifndef CPHONE_METADATA_INDEX_HPP
#define CPHONE_METADATA_INDEX_HPP

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include <unicode/regex.h>

#include "digit_automaton.hpp"

namespace cphone {

/// A number description (fixed line, mobile, …): its pattern and its possible lengths.
struct Desc {
  /// Index into MetadataIndex::patterns, or -1 when the description has no pattern.
  int pattern = -1;
  /// Whether the description lists possible lengths (if not, any length passes this check).
  bool has_lengths = false;
  /// Bit n set when length n is possible (lengths are at most 17; -1 sets nothing).
  uint32_t lengths = 0;
};

/// One territory (or one global service, id "001") of the metadata.
struct Region {
  std::string id;
  int country_code = 0;
  bool main_country = false;
  /// Pattern index of `leading_digits`, -1 when absent.
  int leading_digits = -1;
  /// Pattern index of the international (IDD) prefix, -1 when absent.
  int international_prefix = -1;
  /// Pattern index of `national_prefix_for_parsing`, -1 when absent.
  int national_prefix_for_parsing = -1;
  /// Regions with a transform rule (AR, BR, NANP islands, …) are left to libphonenumber.
  bool has_transform_rule = false;
  bool same_mobile_and_fixed_line_pattern = false;
  Desc general, premium_rate, toll_free, shared_cost, voip, personal_number, pager, uan,
      voicemail, fixed_line, mobile;
  /// The general description's possible lengths and local-only lengths, in metadata order.
  std::vector<int> general_lengths;
  std::vector<int> general_local_lengths;
};

/// The process-wide index. Obtain it with MetadataIndex::shared(); it never changes afterwards.
class MetadataIndex {
 public:
  /// The index, built on first use (thread-safe); nullptr when the metadata cannot be parsed.
  static const MetadataIndex *shared();

  /// How many patterns the metadata has (valid pattern indexes are 0..<pattern_count()).
  size_t pattern_count() const { return sources_.size(); }
  /// The compiled pattern, compiled on first use (thread-safe); nullptr when the index is
  /// out of range or ICU rejected the pattern.
  const icu::RegexPattern *pattern(int index) const;
  /// The text of a pattern (index in range).
  const std::string &source(int index) const { return sources_[static_cast<size_t>(index)]->source; }
  /// The pattern as a digit automaton, built on first use (thread-safe); nullptr when the
  /// index is out of range or the pattern is outside the automaton's subset (ask ICU then).
  const DigitAutomaton *automaton(int index) const;

  /// The region with this id ("US"), nullptr when unknown. "001" is not listed here.
  const Region *region(const std::string &id) const;
  /// The global-service entry of a calling code (800, 808, …), nullptr when none.
  const Region *non_geographic(int country_code) const;
  /// Regions sharing a calling code, main region first, as libphonenumber orders them.
  const std::vector<const Region *> *regions_for_code(int country_code) const;
  /// Metadata for a region id, or for the calling code when the id is "001".
  const Region *region_or_code(int country_code, const std::string &id) const;
  /// The general description of a region's short numbers (emergency and service codes),
  /// nullptr when the region has no short-number metadata.
  const Desc *short_general(const std::string &id) const;
  /// Geographic region ids in code order.
  const std::vector<std::string> &supported_regions() const { return region_ids_; }

 private:
  MetadataIndex() = default;
  bool build();
  /// The index of a pattern text, listed once however many regions share it (-1 for none).
  int intern(const std::string &pattern);

  std::vector<std::unique_ptr<Region>> storage_;
  std::unordered_map<std::string, const Region *> by_id_;
  std::unordered_map<int, const Region *> non_geographic_;
  std::unordered_map<int, std::vector<const Region *>> by_code_;
  /// A pattern's text, and its compiled forms once some thread has asked for them.
  struct LazyPattern {
    std::string source;
    mutable std::once_flag once;
    mutable std::unique_ptr<icu::RegexPattern> compiled;
    mutable std::once_flag automaton_once;
    mutable std::unique_ptr<DigitAutomaton> automaton;
  };
  std::vector<std::unique_ptr<LazyPattern>> sources_;
  std::unordered_map<std::string, int> pattern_ids_;
  std::unordered_map<std::string, Desc> short_general_;
  std::vector<std::string> region_ids_;
};

}  // namespace cphone

#endif
