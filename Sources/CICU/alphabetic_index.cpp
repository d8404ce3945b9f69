#include "cicu_names.h"

#include <memory>
#include <string>
#include <vector>
#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

// An immutable icu::AlphabeticIndex plus its bucket labels converted to UTF-8 once.
struct cicu_alphabetic_index {
  std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> index;
  std::vector<std::string> labels;
  std::vector<int32_t> kinds;
};

// Accepts both ICU IDs (`zh_Hant`, `de-DE@collation=phonebook`: with `@` keywords, an ID
// whatever separates its subtags) and BCP 47 tags (`zh-Hant`).
static icu::Locale make_locale(const char *name) {
  std::string s = name ? name : "";
  if (s.find('-') != std::string::npos && s.find('@') == std::string::npos) {
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale l = icu::Locale::forLanguageTag(s, status);
    if (U_SUCCESS(status) && !l.isBogus()) return l;
  }
  return icu::Locale(s.c_str());
}

static int32_t kind_of(UAlphabeticIndexLabelType type) {
  switch (type) {
  case U_ALPHAINDEX_UNDERFLOW: return CICU_BUCKET_UNDERFLOW;
  case U_ALPHAINDEX_INFLOW: return CICU_BUCKET_INFLOW;
  case U_ALPHAINDEX_OVERFLOW: return CICU_BUCKET_OVERFLOW;
  default: return CICU_BUCKET_NORMAL;
  }
}

extern "C" cicu_alphabetic_index *cicu_alphabetic_index_open(const char *locale, const char *const *extra_locales,
                                                             int32_t extra_count, int32_t max_label_count) {
  UErrorCode status = U_ZERO_ERROR;
  icu::AlphabeticIndex builder(make_locale(locale), status);
  if (U_FAILURE(status)) return nullptr;
  if (max_label_count > 0) builder.setMaxLabelCount(max_label_count, status);
  for (int32_t i = 0; i < extra_count; i++) {
    builder.addLabels(make_locale(extra_locales[i]), status);
  }
  if (U_FAILURE(status)) return nullptr;
  icu::AlphabeticIndex::ImmutableIndex *immutable = builder.buildImmutableIndex(status);
  if (U_FAILURE(status) || immutable == nullptr) {
    delete immutable;
    return nullptr;
  }
  auto *self = new (std::nothrow) cicu_alphabetic_index();
  if (!self) {
    delete immutable;
    return nullptr;
  }
  self->index.reset(immutable);
  int32_t count = immutable->getBucketCount();
  for (int32_t i = 0; i < count; i++) {
    const icu::AlphabeticIndex::Bucket *bucket = immutable->getBucket(i);
    std::string label;
    bucket->getLabel().toUTF8String(label);
    self->labels.push_back(label);
    self->kinds.push_back(kind_of(bucket->getLabelType()));
  }
  return self;
}

extern "C" void cicu_alphabetic_index_close(cicu_alphabetic_index *self) { delete self; }

extern "C" int32_t cicu_alphabetic_index_bucket_count(const cicu_alphabetic_index *self) {
  return static_cast<int32_t>(self->labels.size());
}

extern "C" const char *cicu_alphabetic_index_bucket_label(const cicu_alphabetic_index *self, int32_t i,
                                                          int32_t *length) {
  if (i < 0 || i >= static_cast<int32_t>(self->labels.size())) {
    if (length) *length = 0;
    return "";
  }
  if (length) *length = static_cast<int32_t>(self->labels[i].size());
  return self->labels[i].c_str();
}

extern "C" int32_t cicu_alphabetic_index_bucket_kind(const cicu_alphabetic_index *self, int32_t i) {
  if (i < 0 || i >= static_cast<int32_t>(self->kinds.size())) return CICU_BUCKET_NORMAL;
  return self->kinds[i];
}

extern "C" int32_t cicu_alphabetic_index_bucket_of(const cicu_alphabetic_index *self, const uint8_t *text,
                                                   int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString s = icu::UnicodeString::fromUTF8(
      icu::StringPiece(reinterpret_cast<const char *>(text), length > 0 ? length : 0));
  int32_t bucket = self->index->getBucketIndex(s, status);
  return U_SUCCESS(status) ? bucket : 0;
}
