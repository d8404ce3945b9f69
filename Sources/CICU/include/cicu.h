// CardKit's C interface to the system ICU. No ICU header is included here: Foundation on
// Linux bundles its own ICU module, and its declarations would clash with the system ones.
// Every function is prefixed `cicu_` and works on opaque handles owned by Swift.
#ifndef CICU_H
#define CICU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Charset converters

typedef struct cicu_converter cicu_converter;

/// Opens a converter for a charset name ICU knows (`Shift_JIS`, `windows-1252`, `Big5`, …).
/// Returns NULL when the name is unknown.
cicu_converter *cicu_converter_open(const char *name);
void cicu_converter_close(cicu_converter *converter);

/// Converts `length` bytes to UTF-8 into `out` (capacity `capacity`). Invalid or unmappable
/// sequences become U+FFFD and are counted in `*invalid`. Returns the number of UTF-8 bytes
/// needed; when it exceeds `capacity`, call again with a larger buffer.
int64_t cicu_converter_to_utf8(cicu_converter *converter, const uint8_t *bytes, int64_t length,
                               uint8_t *out, int64_t capacity, int64_t *invalid);

/// The canonical ICU name of a charset, or NULL when unknown. The result is static.
const char *cicu_charset_canonical_name(const char *name);

#ifdef __cplusplus
}
#endif

#endif
