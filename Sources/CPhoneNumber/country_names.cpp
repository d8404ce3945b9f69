// Country names and codes to regions, for choosing a phone number's default region from an
// address. Names come from ICU's locale display data in the languages our users write in, plus
// ISO 3166 alpha-3 codes and a few common informal names; all are compared folded (case folded,
// accents and everything but letters and digits removed).
#include "cphone.h"

#include <string>
#include <unordered_map>

#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include "metadata_index.hpp"

namespace {

std::string fold(const icu::UnicodeString &text) {
  icu::UnicodeString folded(text);
  folded.foldCase();
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(status);
  icu::UnicodeString decomposed = U_SUCCESS(status) ? nfd->normalize(folded, status) : folded;
  if (U_FAILURE(status)) decomposed = folded;
  icu::UnicodeString kept;
  for (int32_t i = 0; i < decomposed.length();) {
    UChar32 c = decomposed.char32At(i);
    i += U16_LENGTH(c);
    if (u_isalnum(c)) kept.append(c);
  }
  std::string out;
  kept.toUTF8String(out);
  return out;
}

// Display languages whose country names we accept.
const char *const kLanguages[] = {
    "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "fi", "is", "pl", "cs", "sk",
    "hu", "ro", "hr", "sl", "sr", "bg", "el", "tr", "ru", "uk", "et", "lv", "lt", "ca", "ja", "zh",
    "ko", "ar", "he", "hi", "id", "vi", "th"};

// Informal names and codes ICU does not list as display names.
const char *const kAliases[][2] = {
    {"USA", "US"}, {"U.S.", "US"}, {"U.S.A.", "US"}, {"United States of America", "US"},
    {"America", "US"}, {"Vereinigte Staaten von Amerika", "US"}, {"UK", "GB"},
    {"U.K.", "GB"}, {"Great Britain", "GB"}, {"Britain", "GB"}, {"England", "GB"},
    {"Scotland", "GB"}, {"Wales", "GB"}, {"Northern Ireland", "GB"},
    {"United Kingdom of Great Britain and Northern Ireland", "GB"}, {"Grossbritannien", "GB"},
    {"Holland", "NL"}, {"The Netherlands", "NL"}, {"Czech Republic", "CZ"},
    {"South Korea", "KR"}, {"Republic of Korea", "KR"}, {"Korea", "KR"},
    {"Russian Federation", "RU"}, {"Hong Kong", "HK"}, {"Macau", "MO"}, {"Macao", "MO"},
    {"UAE", "AE"}, {"Emirates", "AE"}, {"Ivory Coast", "CI"}, {"Burma", "MM"},
    {"Viet Nam", "VN"}, {"Vatican", "VA"}, {"Macedonia", "MK"}, {"Swaziland", "SZ"},
    {"Turkey", "TR"}, {"Schweiz", "CH"}, {"Suisse", "CH"}, {"Svizzera", "CH"},
    {"BRD", "DE"}, {"Bundesrepublik Deutschland", "DE"}, {"PRC", "CN"},
    {"People's Republic of China", "CN"}, {"Taiwan", "TW"}, {"Palestine", "PS"},
};

using Table = std::unordered_map<std::string, std::string>;

const Table &table() {
  static const Table *names = [] {
    auto *t = new Table();
    const cphone::MetadataIndex *index = cphone::MetadataIndex::shared();
    if (!index) return t;
    auto add = [t](const icu::UnicodeString &name, const std::string &region) {
      std::string key = fold(name);
      if (!key.empty()) t->emplace(key, region);
    };
    for (const std::string &region : index->supported_regions()) {
      add(icu::UnicodeString::fromUTF8(region), region);
      icu::Locale place("", region.c_str());
      const char *iso3 = place.getISO3Country();
      if (iso3 && *iso3) add(icu::UnicodeString::fromUTF8(iso3), region);
    }
    for (const char *language : kLanguages) {
      icu::Locale display(language);
      for (const std::string &region : index->supported_regions()) {
        icu::Locale place("", region.c_str());
        icu::UnicodeString name;
        place.getDisplayCountry(display, name);
        // ICU answers with the code itself when it has no name; that is already listed.
        add(name, region);
      }
    }
    for (const auto &alias : kAliases) {
      if (index->region(alias[1])) add(icu::UnicodeString::fromUTF8(alias[0]), alias[1]);
    }
    return t;
  }();
  return *names;
}

}  // namespace

extern "C" int cphone_region_for_country_name(const char *text, size_t length, char region[4]) {
  if (region) region[0] = '\0';
  if (!text || length == 0 || length > 200) return 0;
  icu::UnicodeString name = icu::UnicodeString::fromUTF8(icu::StringPiece(text, static_cast<int32_t>(length)));
  const Table &names = table();
  auto found = names.find(fold(name));
  if (found == names.end()) return 0;
  if (region) {
    std::string::size_type n = found->second.size() < 3 ? found->second.size() : 3;
    found->second.copy(region, n);
    region[n] = '\0';
  }
  return 1;
}
