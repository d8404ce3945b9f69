#include "cicu_names.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

// A cicu_collator is an ICU UCollator; the struct type only exists to keep ICU out of the header.
static UCollator *coll(const cicu_collator *c) { return (UCollator *)c; }

// ICU locale ID for a name that may be a BCP 47 tag (`zh-Hant`, `de-u-co-phonebk`). A name
// with `@` keywords is an ICU locale ID, whatever separates its subtags: read as a tag,
// `de-DE@collation=phonebook` stopped at the `@` and lost its collation.
static void icu_locale_id(const char *name, char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  if (strchr(name, '-') != NULL && strchr(name, '@') == NULL) {
    int32_t n = uloc_forLanguageTag(name, out, capacity, NULL, &status);
    if (U_SUCCESS(status) && n > 0 && n < capacity) return;
  }
  strncpy(out, name, (size_t)capacity - 1);
  out[capacity - 1] = 0;
}

int32_t cicu_locale_is_well_formed(const char *name) {
  if (name == NULL || *name == 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  if (strchr(name, '-') != NULL && strchr(name, '@') == NULL) {
    // Read as a BCP 47 tag, as icu_locale_id reads it: the tag must parse to its end (`en-`,
    // `en--US` do not).
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(name, id, (int32_t)sizeof id, &parsed, &status);
    return U_SUCCESS(status) && parsed == (int32_t)strlen(name);
  }
  // An ICU locale ID: strict conversion to BCP 47 rejects a language that is no language
  // subtag (`123`, `e`) and malformed keywords (`en@collation`).
  char tag[ULOC_FULLNAME_CAPACITY];
  uloc_toLanguageTag(name, tag, (int32_t)sizeof tag, 1, &status);
  return U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING;
}

cicu_collator *cicu_collator_open(const char *locale, int32_t strength, int32_t numeric) {
  char id[ULOC_FULLNAME_CAPACITY];
  icu_locale_id(locale ? locale : "", id, (int32_t)sizeof id);
  UErrorCode status = U_ZERO_ERROR;
  UCollator *c = ucol_open(id, &status);
  if (U_FAILURE(status) || c == NULL) return NULL;
  ucol_setStrength(c, (UCollationStrength)strength);
  status = U_ZERO_ERROR;
  ucol_setAttribute(c, UCOL_NUMERIC_COLLATION, numeric ? UCOL_ON : UCOL_OFF, &status);
  return (cicu_collator *)c;
}

void cicu_collator_close(cicu_collator *c) {
  if (c) ucol_close(coll(c));
}

const char *cicu_collator_locale(const cicu_collator *c) {
  UErrorCode status = U_ZERO_ERROR;
  const char *name = ucol_getLocaleByType(coll(c), ULOC_VALID_LOCALE, &status);
  return U_SUCCESS(status) && name ? name : "root";
}

// UTF-16 text converted from UTF-8, on the stack when short.
typedef struct {
  UChar small[256];
  UChar *chars;
  int32_t length;
} utf16_text;

static int utf16_init(utf16_text *t, const uint8_t *text, int32_t length) {
  t->chars = t->small;
  t->length = 0;
  if (length <= 0) return 1;
  UErrorCode status = U_ZERO_ERROR;
  int32_t needed = 0;
  u_strFromUTF8WithSub(t->small, 256, &needed, (const char *)text, length, 0xFFFD, NULL, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || needed > 256) {
    t->chars = malloc(sizeof(UChar) * (size_t)(needed + 1));
    if (!t->chars) return 0;
    status = U_ZERO_ERROR;
    u_strFromUTF8WithSub(t->chars, needed + 1, &needed, (const char *)text, length, 0xFFFD, NULL, &status);
  }
  if (U_FAILURE(status)) {
    if (t->chars != t->small) free(t->chars);
    t->chars = t->small;
    return 0;
  }
  t->length = needed;
  return 1;
}

static void utf16_free(utf16_text *t) {
  if (t->chars != t->small) free(t->chars);
}

int32_t cicu_collator_sort_key(const cicu_collator *c, const uint8_t *text, int32_t length,
                               uint8_t *out, int32_t capacity) {
  utf16_text t;
  if (!utf16_init(&t, text, length)) return 0;
  int32_t n = ucol_getSortKey(coll(c), t.chars, t.length, out, capacity);
  utf16_free(&t);
  return n;
}

int32_t cicu_collator_merged_sort_key(const cicu_collator *c, const uint8_t *const *texts,
                                      const int32_t *lengths, int32_t count, uint8_t *out,
                                      int32_t capacity) {
  if (count <= 0 || count > 16) return 0;
  if (count == 1) return cicu_collator_sort_key(c, texts[0], lengths[0], out, capacity);
  uint8_t stack[1024];
  uint8_t *keys[16];
  int32_t keyLengths[16];
  int32_t total = 0;
  // Pass 1: every field's own key, packed into `stack` when it fits.
  for (int32_t i = 0; i < count; i++) {
    int32_t room = total < (int32_t)sizeof stack ? (int32_t)sizeof stack - total : 0;
    int32_t n = cicu_collator_sort_key(c, texts[i], lengths[i], room ? stack + total : NULL, room);
    keyLengths[i] = n;
    total += n;
  }
  uint8_t *buffer = stack;
  if (total > (int32_t)sizeof stack) {
    buffer = malloc((size_t)total);
    if (!buffer) return 0;
    int32_t at = 0;
    for (int32_t i = 0; i < count; i++) {
      cicu_collator_sort_key(c, texts[i], lengths[i], buffer + at, keyLengths[i]);
      at += keyLengths[i];
    }
  }
  if (total > capacity) {
    if (buffer != stack) free(buffer);
    return total;
  }
  int32_t at = 0;
  for (int32_t i = 0; i < count; i++) {
    keys[i] = buffer + at;
    at += keyLengths[i];
  }
  // Merge pairwise: ((k0 + k1) + k2) + …, the merged length is the sum of the inputs.
  uint8_t mergedStack[1024];
  uint8_t *merged = total <= (int32_t)sizeof mergedStack ? mergedStack : malloc((size_t)total);
  if (!merged) {
    if (buffer != stack) free(buffer);
    return 0;
  }
  int32_t mergedLength = keyLengths[0];
  memcpy(out, keys[0], (size_t)keyLengths[0]);
  for (int32_t i = 1; i < count; i++) {
    int32_t n = ucol_mergeSortkeys(out, mergedLength, keys[i], keyLengths[i], merged, total);
    memcpy(out, merged, (size_t)n);
    mergedLength = n;
  }
  if (merged != mergedStack) free(merged);
  if (buffer != stack) free(buffer);
  return mergedLength;
}

int32_t cicu_collator_compare(const cicu_collator *c, const uint8_t *a, int32_t alength,
                              const uint8_t *b, int32_t blength) {
  UErrorCode status = U_ZERO_ERROR;
  UCollationResult r = ucol_strcollUTF8(coll(c), (const char *)a, alength, (const char *)b, blength, &status);
  if (U_FAILURE(status)) return 0;
  return r == UCOL_LESS ? -1 : (r == UCOL_GREATER ? 1 : 0);
}
