// CardKit's C interface to ICU collation, transliteration, script data and the alphabetic
// index (names: sorting, sections, matching). Like cicu.h it includes no ICU header: Foundation
// on Linux bundles its own ICU module. Strings cross this interface as UTF-8 with an explicit
// length; every function is prefixed `cicu_` and works on opaque handles owned by Swift.
#ifndef CICU_NAMES_H
#define CICU_NAMES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Collation (collator.c)

typedef struct cicu_collator cicu_collator;

/// Collation strengths (ICU's UCOL_PRIMARY … UCOL_IDENTICAL).
enum {
  CICU_STRENGTH_PRIMARY = 0,
  CICU_STRENGTH_SECONDARY = 1,
  CICU_STRENGTH_TERTIARY = 2,
  CICU_STRENGTH_QUATERNARY = 3,
  CICU_STRENGTH_IDENTICAL = 15,
};

/// Opens a collator for a locale (`sv`, `de-u-co-phonebk`, `zh`, …) and strength. When
/// `numeric` is non-zero, digit runs compare by value. Unknown locales fall back to the root
/// collation (see cicu_collator_locale). Returns NULL only when ICU has no collation data.
cicu_collator *cicu_collator_open(const char *locale, int32_t strength, int32_t numeric);
void cicu_collator_close(cicu_collator *collator);

/// 1 when `locale` is a well-formed locale name, else 0: a whole BCP 47 tag (`sv`, `zh-Hant`,
/// `de-u-co-phonebk`), or, without a hyphen or with `@` keywords, an ICU locale ID that ICU
/// turns into one under its strict rules (`sv_SE`, `de@collation=phonebook`). Says nothing
/// about whether ICU has data for it (`xx` is well-formed). An empty name is not.
int32_t cicu_locale_is_well_formed(const char *locale);

/// The locale whose collation rules were actually loaded (`root` after a fallback). Static
/// storage owned by the collator.
const char *cicu_collator_locale(const cicu_collator *collator);

/// Writes the binary sort key of `text` (UTF-8) into `out`, including the terminating zero
/// byte. Returns the key's length; when it exceeds `capacity`, call again with a larger buffer.
/// Thread-safe: the collator is only read.
int32_t cicu_collator_sort_key(const cicu_collator *collator, const uint8_t *text, int32_t length,
                               uint8_t *out, int32_t capacity);

/// Sort key of several fields (family, given, …) merged level by level (ICU
/// ucol_mergeSortkeys): all primary weights first, field by field, then the secondary ones.
/// Same buffer contract as cicu_collator_sort_key. `count` is at most 16.
int32_t cicu_collator_merged_sort_key(const cicu_collator *collator, const uint8_t *const *texts,
                                      const int32_t *lengths, int32_t count, uint8_t *out,
                                      int32_t capacity);

/// Compares two UTF-8 strings: -1, 0 or 1. Thread-safe.
int32_t cicu_collator_compare(const cicu_collator *collator, const uint8_t *a, int32_t alength,
                              const uint8_t *b, int32_t blength);

// MARK: Transliteration (transliterator.cpp)

typedef struct cicu_transliterator cicu_transliterator;

/// Opens a transliterator from an ID such as `Han-Latin/Names; Latin-ASCII; Any-Upper`.
/// Returns NULL when the ID is invalid; then `error` (if given) receives ICU's error name.
cicu_transliterator *cicu_transliterator_open(const char *id, char *error, size_t error_capacity);
void cicu_transliterator_close(cicu_transliterator *transliterator);

/// Transliterates UTF-8 text. The result (UTF-8, `*out_length` bytes) stays valid until the
/// next call on the same handle. Not thread-safe: one handle per thread.
const uint8_t *cicu_transliterate(cicu_transliterator *transliterator, const uint8_t *text,
                                  int32_t length, int32_t *out_length);

// MARK: Scripts (script.c)

/// The scripts names are classified by; everything else is CICU_SCRIPT_OTHER.
enum {
  CICU_SCRIPT_COMMON = 0,     // digits, punctuation, symbols, spaces
  CICU_SCRIPT_INHERITED = 1,  // combining marks
  CICU_SCRIPT_LATIN = 2,
  CICU_SCRIPT_GREEK = 3,
  CICU_SCRIPT_CYRILLIC = 4,
  CICU_SCRIPT_ARMENIAN = 5,
  CICU_SCRIPT_HEBREW = 6,
  CICU_SCRIPT_ARABIC = 7,
  CICU_SCRIPT_DEVANAGARI = 8,
  CICU_SCRIPT_THAI = 9,
  CICU_SCRIPT_HANGUL = 10,
  CICU_SCRIPT_HIRAGANA = 11,
  CICU_SCRIPT_KATAKANA = 12,
  CICU_SCRIPT_HAN = 13,
  CICU_SCRIPT_BOPOMOFO = 14,
  CICU_SCRIPT_OTHER = 99,
};

/// The script of a code point (ICU uscript_getScript, mapped to the CICU_SCRIPT_ values).
int32_t cicu_script_of(uint32_t code_point);

/// The first code point of the canonical decomposition (NFD) of a code point: the base
/// letter of a precomposed accented letter (`é` -> `e`, `Å` -> `A`); the code point itself
/// when it has no decomposition.
uint32_t cicu_canonical_base(uint32_t code_point);

// MARK: Alphabetic index (alphabetic_index.cpp, over icu::AlphabeticIndex)

typedef struct cicu_alphabetic_index cicu_alphabetic_index;

/// Kinds of bucket (ICU UAlphabeticIndexLabelType).
enum {
  CICU_BUCKET_NORMAL = 0,
  CICU_BUCKET_UNDERFLOW = 1,
  CICU_BUCKET_INFLOW = 2,
  CICU_BUCKET_OVERFLOW = 3,
};

/// Builds an immutable index for `locale` plus the labels of `extra_count` further locales
/// (Android adds English, Japanese, Korean, … so other scripts get their own buckets).
/// `max_label_count` <= 0 keeps ICU's default (99). Returns NULL on failure.
cicu_alphabetic_index *cicu_alphabetic_index_open(const char *locale, const char *const *extra_locales,
                                                  int32_t extra_count, int32_t max_label_count);
void cicu_alphabetic_index_close(cicu_alphabetic_index *index);

int32_t cicu_alphabetic_index_bucket_count(const cicu_alphabetic_index *index);
/// The label of bucket `i` as UTF-8 (valid while the index is open) and its length.
const char *cicu_alphabetic_index_bucket_label(const cicu_alphabetic_index *index, int32_t i,
                                               int32_t *length);
/// One of the CICU_BUCKET_ kinds.
int32_t cicu_alphabetic_index_bucket_kind(const cicu_alphabetic_index *index, int32_t i);
/// The bucket a name (UTF-8) belongs to. Thread-safe: the index is immutable.
int32_t cicu_alphabetic_index_bucket_of(const cicu_alphabetic_index *index, const uint8_t *text,
                                        int32_t length);

#ifdef __cplusplus
}
#endif

#endif
