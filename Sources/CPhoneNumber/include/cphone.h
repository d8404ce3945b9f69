// CardKit's C interface to libphonenumber (Debian libphonenumber-dev). Implemented in C++.
//
// This header includes no libphonenumber, protobuf or ICU header, so Swift code that also sees
// Foundation compiles. Numbers cross the boundary as the plain struct `cphone_number`; the work
// happens in a `cphone_context`, which a caller creates once per thread.
//
// Thread safety: every function without a context is safe to call from any thread. A context is
// not: use one per thread (it owns reusable regular-expression matchers and scratch buffers, so
// threads never contend for a lock on the hot path).
#ifndef CPHONE_H
#define CPHONE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The libphonenumber version this shim was built against, such as "8.12.57".
const char *cphone_library_version(void);

// MARK: Values (numbering follows libphonenumber's enums)

/// Why parsing failed (libphonenumber `ErrorType`).
typedef enum cphone_parse_status {
  CPHONE_PARSE_OK = 0,
  CPHONE_PARSE_INVALID_COUNTRY_CODE = 1,
  CPHONE_PARSE_NOT_A_NUMBER = 2,
  CPHONE_PARSE_TOO_SHORT_AFTER_IDD = 3,
  CPHONE_PARSE_TOO_SHORT_NSN = 4,
  CPHONE_PARSE_TOO_LONG_NSN = 5,
} cphone_parse_status;

/// The kind of line a number belongs to (libphonenumber `PhoneNumberType`).
typedef enum cphone_number_type {
  CPHONE_TYPE_FIXED_LINE = 0,
  CPHONE_TYPE_MOBILE = 1,
  CPHONE_TYPE_FIXED_LINE_OR_MOBILE = 2,
  CPHONE_TYPE_TOLL_FREE = 3,
  CPHONE_TYPE_PREMIUM_RATE = 4,
  CPHONE_TYPE_SHARED_COST = 5,
  CPHONE_TYPE_VOIP = 6,
  CPHONE_TYPE_PERSONAL_NUMBER = 7,
  CPHONE_TYPE_PAGER = 8,
  CPHONE_TYPE_UAN = 9,
  CPHONE_TYPE_VOICEMAIL = 10,
  CPHONE_TYPE_UNKNOWN = 11,
} cphone_number_type;

/// Whether a number's length fits its region (libphonenumber `ValidationResult`).
typedef enum cphone_possibility {
  CPHONE_POSSIBLE = 0,
  CPHONE_POSSIBLE_LOCAL_ONLY = 1,
  CPHONE_POSSIBLE_INVALID_COUNTRY_CODE = 2,
  CPHONE_POSSIBLE_TOO_SHORT = 3,
  CPHONE_POSSIBLE_INVALID_LENGTH = 4,
  CPHONE_POSSIBLE_TOO_LONG = 5,
} cphone_possibility;

/// Output formats (libphonenumber `PhoneNumberFormat`).
typedef enum cphone_format_kind {
  CPHONE_FORMAT_E164 = 0,
  CPHONE_FORMAT_INTERNATIONAL = 1,
  CPHONE_FORMAT_NATIONAL = 2,
  CPHONE_FORMAT_RFC3966 = 3,
} cphone_format_kind;

/// Longest extension kept, in bytes including the terminating NUL (20 digits of up to 4 bytes).
#define CPHONE_EXTENSION_CAPACITY 96

/// A parsed number: the fields of libphonenumber's `PhoneNumber` that identify it.
typedef struct cphone_number {
  /// Country calling code, such as 41.
  int32_t country_code;
  /// Leading zeros of the national significant number (Italian style), 0 when there are none.
  int32_t leading_zeros;
  /// The national number without leading zeros.
  uint64_t national_number;
  /// The extension as written (NUL-terminated UTF-8 digits), empty when there is none.
  char extension[CPHONE_EXTENSION_CAPACITY];
} cphone_number;

// MARK: Contexts

/// Per-thread working state. Not thread-safe: create one for each thread.
typedef struct cphone_context cphone_context;

/// Creates a context. With `reference` non-zero every call goes straight through
/// libphonenumber's public API; otherwise plain inputs take CardKit's own faster path over the
/// same metadata: the same ICU expressions, or digit automata built from them (tests check
/// both paths give the same answers).
/// Returns NULL when libphonenumber's metadata cannot be loaded.
cphone_context *cphone_context_create(int reference);

/// Frees a context (NULL is ignored).
void cphone_context_destroy(cphone_context *context);

/// How many parses since creation took the fast path and how many went to libphonenumber.
void cphone_context_counters(const cphone_context *context, uint64_t *fast, uint64_t *library);

// MARK: Numbers

/// Parses UTF-8 text (vanity letters, extensions and `tel:` URIs included) with a default
/// region such as "US" (NULL or "ZZ" when none: the text must then start with `+`).
cphone_parse_status cphone_parse(cphone_context *context, const char *text, size_t length,
                                 const char *default_region, cphone_number *out);

/// Whether the number is valid (libphonenumber `IsValidNumber`). When `region` is not NULL it
/// receives the number's region (4 bytes: "CH", "001" for global services, "ZZ" when unknown).
int cphone_is_valid(cphone_context *context, const cphone_number *number, char region[4]);

/// The number's type (libphonenumber `GetNumberType`).
cphone_number_type cphone_get_type(cphone_context *context, const cphone_number *number);

/// Whether the length is possible (libphonenumber `IsPossibleNumberWithReason`).
cphone_possibility cphone_possibility_of(cphone_context *context, const cphone_number *number);

/// Writes the number in a format as NUL-terminated UTF-8, including libphonenumber's own
/// extension suffix only when `with_extension` is non-zero. Returns the length the text needs
/// (without the NUL); when that is >= `capacity` the text was cut.
size_t cphone_format(cphone_context *context, const cphone_number *number, cphone_format_kind format,
                     int with_extension, char *buffer, size_t capacity);

/// Writes the number as dialled from the region `calling_from` (libphonenumber
/// `FormatOutOfCountryCallingNumber`: `00 44 7911 123456` from DE, national format within the
/// number's own calling code, `1 (650) 253-0000` between NANPA regions, international format
/// from a region with no single international prefix or an unknown region), without the
/// extension, as NUL-terminated UTF-8. Returns the length the text needs, as cphone_format.
size_t cphone_format_out_of_country(cphone_context *context, const cphone_number *number,
                                    const char *calling_from, char *buffer, size_t capacity);

/// Whether a parsed number is a valid short number (emergency, service code) dialled in a
/// region (libphonenumber `ShortNumberInfo::IsValidShortNumberForRegion`).
int cphone_is_valid_short_number(cphone_context *context, const cphone_number *number, const char *region);

/// Whether the text is exactly an emergency number of a region (112, 911, …).
int cphone_is_emergency_number(cphone_context *context, const char *text, size_t length,
                               const char *region);

/// libphonenumber's example number of a type for a region (its metadata documents one per type).
/// Returns 0 when the region has none of that type.
int cphone_example_number(cphone_context *context, const char *region, cphone_number_type type,
                          cphone_number *out);

/// Whether the text holds a vanity number (three or more letters standing for digits).
int cphone_is_alpha_number(cphone_context *context, const char *text, size_t length);

// MARK: Regions (safe from any thread)

/// The country calling code of a region ("CH" -> 41), 0 when the region is unknown.
int32_t cphone_country_code_for_region(const char *region);

/// The main region of a country calling code (1 -> "US", 800 -> "001"); writes "ZZ" and
/// returns 0 when the code is unknown.
int cphone_region_for_country_code(int32_t country_code, char region[4]);

/// How many regions libphonenumber supports (geographic regions only, without "001").
size_t cphone_supported_region_count(void);

/// The supported region at an index in code order (0 ..< count); returns 0 past the end.
int cphone_supported_region_at(size_t index, char region[4]);

/// The region a country name or code stands for: ISO 3166 alpha-2 or alpha-3 codes and country
/// names as ICU spells them in major languages ("USA", "Deutschland", "United Kingdom",
/// "Österreich"), compared without case, accents, spaces or punctuation. Returns 0 when unknown.
int cphone_region_for_country_name(const char *text, size_t length, char region[4]);

// MARK: Checking the digit automata

/// What cphone_check_automata found.
typedef struct cphone_automaton_check {
  /// Patterns in the metadata, and how many of them have a digit automaton.
  uint64_t patterns;
  uint64_t automata;
  /// Texts asked of both the automaton and ICU (each for a whole match and a prefix match).
  uint64_t texts;
  uint64_t mismatches;
  /// The first mismatch as "pattern | text | which question", empty when there is none.
  char first_mismatch[512];
} cphone_automaton_check;

/// Asks every metadata pattern's digit automaton and ICU's matcher the same questions (whole
/// match, prefix match, and where the prefix match ends when the automaton can tell) and
/// counts disagreements: for texts reaching up to `states_per_pattern` of the automaton's
/// states, each extended by every digit and completed to a member by a random walk, plus
/// `random_texts` random digit strings (lengths 0 to 17) per pattern. For tests.
void cphone_check_automata(uint64_t seed, int states_per_pattern, int random_texts,
                           cphone_automaton_check *out);

#ifdef __cplusplus
}
#endif

#endif
