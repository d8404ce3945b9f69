#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ustring.h>

struct cicu_converter {
  UConverter *converter;
  int64_t invalid;
};

// Replaces each invalid or unmappable sequence by U+FFFD and counts it.
static void count_and_substitute(const void *context, UConverterToUnicodeArgs *args,
                                 const char *codeUnits, int32_t length,
                                 UConverterCallbackReason reason, UErrorCode *err) {
  (void)codeUnits;
  (void)length;
  if (reason > UCNV_IRREGULAR) return;  // reset, close, clone: nothing to do
  cicu_converter *self = (cicu_converter *)context;
  self->invalid += 1;
  static const UChar replacement = 0xFFFD;
  *err = U_ZERO_ERROR;
  ucnv_cbToUWriteUChars(args, &replacement, 1, 0, err);
}

cicu_converter *cicu_converter_open(const char *name) {
  UErrorCode status = U_ZERO_ERROR;
  UConverter *c = ucnv_open(name, &status);
  if (U_FAILURE(status) || c == NULL) return NULL;
  cicu_converter *self = calloc(1, sizeof(cicu_converter));
  if (!self) {
    ucnv_close(c);
    return NULL;
  }
  self->converter = c;
  ucnv_setToUCallBack(c, count_and_substitute, self, NULL, NULL, &status);
  return self;
}

void cicu_converter_close(cicu_converter *self) {
  if (!self) return;
  ucnv_close(self->converter);
  free(self);
}

int64_t cicu_converter_to_utf8(cicu_converter *self, const uint8_t *bytes, int64_t length,
                               uint8_t *out, int64_t capacity, int64_t *invalid) {
  self->invalid = 0;
  ucnv_reset(self->converter);
  if (length <= 0) {
    if (invalid) *invalid = 0;
    return 0;
  }
  // Every input byte yields at most two UTF-16 units.
  int32_t ucap = (int32_t)(length * 2 + 4);
  UChar *u = malloc(sizeof(UChar) * (size_t)ucap);
  if (!u) return -1;
  UErrorCode status = U_ZERO_ERROR;
  int32_t ulen = ucnv_toUChars(self->converter, u, ucap, (const char *)bytes, (int32_t)length, &status);
  if (U_FAILURE(status)) {
    free(u);
    return -1;
  }
  status = U_ZERO_ERROR;
  int32_t needed = 0;
  u_strToUTF8WithSub((char *)out, (int32_t)capacity, &needed, u, ulen, 0xFFFD, NULL, &status);
  free(u);
  if (invalid) *invalid = self->invalid;
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return needed;
  if (U_FAILURE(status)) return -1;
  return needed;
}

const char *cicu_charset_canonical_name(const char *name) {
  UErrorCode status = U_ZERO_ERROR;
  const char *canonical = ucnv_getAlias(name, 0, &status);
  if (U_FAILURE(status)) return NULL;
  return canonical;
}
