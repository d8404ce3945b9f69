#include "metadata_index.hpp"

#include <list>
#include <set>

#include <phonenumbers/phonemetadata.pb.h>
#include <phonenumbers/phonenumberutil.h>
#include <unicode/parseerr.h>
#include <unicode/unistr.h>

// The compiled-in metadata blob. libphonenumber exports these two functions from
// libphonenumber.so (its metadata.h is not installed), and loads its own copy from them.
namespace i18n {
namespace phonenumbers {
int metadata_size();
const void *metadata_get();
int short_metadata_size();
const void *short_metadata_get();
}  // namespace phonenumbers
}  // namespace i18n

namespace cphone {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneMetadataCollection;
using i18n::phonenumbers::PhoneNumberDesc;
using i18n::phonenumbers::PhoneNumberUtil;

const MetadataIndex *MetadataIndex::shared() {
  static const MetadataIndex *index = [] {
    auto *built = new MetadataIndex();
    if (!built->build()) {
      delete built;
      return static_cast<MetadataIndex *>(nullptr);
    }
    return built;
  }();
  return index;
}

int MetadataIndex::intern(const std::string &pattern) {
  if (pattern.empty()) return -1;
  auto found = pattern_ids_.find(pattern);
  if (found != pattern_ids_.end()) return found->second;
  int id = static_cast<int>(sources_.size());
  auto lazy = std::make_unique<LazyPattern>();
  lazy->source = pattern;
  sources_.push_back(std::move(lazy));
  pattern_ids_.emplace(pattern, id);
  return id;
}

const icu::RegexPattern *MetadataIndex::pattern(int index) const {
  if (index < 0 || static_cast<size_t>(index) >= sources_.size()) return nullptr;
  const LazyPattern &lazy = *sources_[static_cast<size_t>(index)];
  std::call_once(lazy.once, [&lazy] {
    UParseError parse_error;
    UErrorCode status = U_ZERO_ERROR;
    // Same call and flags as libphonenumber's ICU adapter, so matching is identical.
    std::unique_ptr<icu::RegexPattern> compiled(icu::RegexPattern::compile(
        icu::UnicodeString::fromUTF8(
            icu::StringPiece(lazy.source.data(), static_cast<int32_t>(lazy.source.size()))),
        0, parse_error, status));
    if (U_SUCCESS(status)) lazy.compiled = std::move(compiled);
  });
  return lazy.compiled.get();
}

const DigitAutomaton *MetadataIndex::automaton(int index) const {
  if (index < 0 || static_cast<size_t>(index) >= sources_.size()) return nullptr;
  const LazyPattern &lazy = *sources_[static_cast<size_t>(index)];
  std::call_once(lazy.automaton_once, [&lazy] { lazy.automaton = DigitAutomaton::compile(lazy.source); });
  return lazy.automaton.get();
}

namespace {

Desc make_desc(const PhoneNumberDesc &source, int pattern) {
  Desc desc;
  desc.pattern = pattern;
  desc.has_lengths = source.possible_length_size() > 0;
  for (int length : source.possible_length()) {
    if (length >= 0 && length < 32) desc.lengths |= (1u << length);
  }
  return desc;
}

}  // namespace

bool MetadataIndex::build() {
  PhoneMetadataCollection collection;
  if (!collection.ParseFromArray(i18n::phonenumbers::metadata_get(),
                                 i18n::phonenumbers::metadata_size())) {
    return false;
  }
  for (const PhoneMetadata &m : collection.metadata()) {
    if (m.id() == "ZZ") continue;
    auto region = std::make_unique<Region>();
    region->id = m.id();
    region->country_code = m.country_code();
    region->main_country = m.main_country_for_code();
    region->leading_digits = m.has_leading_digits() ? intern(m.leading_digits()) : -1;
    region->international_prefix = intern(m.international_prefix());
    region->national_prefix_for_parsing = intern(m.national_prefix_for_parsing());
    region->has_transform_rule = !m.national_prefix_transform_rule().empty();
    region->same_mobile_and_fixed_line_pattern = m.same_mobile_and_fixed_line_pattern();
    auto desc = [this](const PhoneNumberDesc &d) {
      return make_desc(d, intern(d.national_number_pattern()));
    };
    region->general = desc(m.general_desc());
    region->premium_rate = desc(m.premium_rate());
    region->toll_free = desc(m.toll_free());
    region->shared_cost = desc(m.shared_cost());
    region->voip = desc(m.voip());
    region->personal_number = desc(m.personal_number());
    region->pager = desc(m.pager());
    region->uan = desc(m.uan());
    region->voicemail = desc(m.voicemail());
    region->fixed_line = desc(m.fixed_line());
    region->mobile = desc(m.mobile());
    region->general_lengths.assign(m.general_desc().possible_length().begin(),
                                   m.general_desc().possible_length().end());
    region->general_local_lengths.assign(m.general_desc().possible_length_local_only().begin(),
                                         m.general_desc().possible_length_local_only().end());
    if (region->id == "001") {
      non_geographic_.emplace(region->country_code, region.get());
    } else {
      by_id_.emplace(region->id, region.get());
    }
    storage_.push_back(std::move(region));
  }
  // Short numbers: only the general description's possible lengths are used (a cheap first
  // check; the patterns stay with libphonenumber's ShortNumberInfo).
  PhoneMetadataCollection short_collection;
  if (short_collection.ParseFromArray(i18n::phonenumbers::short_metadata_get(),
                                      i18n::phonenumbers::short_metadata_size())) {
    for (const PhoneMetadata &m : short_collection.metadata()) {
      short_general_.emplace(m.id(), make_desc(m.general_desc(), -1));
    }
  }
  // Take the order of regions sharing a calling code from libphonenumber itself.
  const PhoneNumberUtil *util = PhoneNumberUtil::GetInstance();
  std::set<int> codes;
  util->GetSupportedCallingCodes(&codes);
  for (int code : codes) {
    std::list<std::string> ids;
    util->GetRegionCodesForCountryCallingCode(code, &ids);
    std::vector<const Region *> list;
    for (const std::string &id : ids) {
      const Region *r = region_or_code(code, id);
      if (r) list.push_back(r);
    }
    if (!list.empty()) by_code_.emplace(code, std::move(list));
  }
  std::set<std::string> ids;
  util->GetSupportedRegions(&ids);
  region_ids_.assign(ids.begin(), ids.end());
  return !storage_.empty();
}

const Region *MetadataIndex::region(const std::string &id) const {
  auto found = by_id_.find(id);
  return found == by_id_.end() ? nullptr : found->second;
}

const Desc *MetadataIndex::short_general(const std::string &id) const {
  auto found = short_general_.find(id);
  return found == short_general_.end() ? nullptr : &found->second;
}

const Region *MetadataIndex::non_geographic(int country_code) const {
  auto found = non_geographic_.find(country_code);
  return found == non_geographic_.end() ? nullptr : found->second;
}

const std::vector<const Region *> *MetadataIndex::regions_for_code(int country_code) const {
  auto found = by_code_.find(country_code);
  return found == by_code_.end() ? nullptr : &found->second;
}

const Region *MetadataIndex::region_or_code(int country_code, const std::string &id) const {
  return id == "001" ? non_geographic(country_code) : region(id);
}

}  // namespace cphone
