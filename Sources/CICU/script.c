#include "cicu_names.h"

#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>

int32_t cicu_script_of(uint32_t code_point) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)code_point, &status);
  if (U_FAILURE(status)) return CICU_SCRIPT_OTHER;
  switch (script) {
  case USCRIPT_COMMON: return CICU_SCRIPT_COMMON;
  case USCRIPT_INHERITED: return CICU_SCRIPT_INHERITED;
  case USCRIPT_LATIN: return CICU_SCRIPT_LATIN;
  case USCRIPT_GREEK: return CICU_SCRIPT_GREEK;
  case USCRIPT_CYRILLIC: return CICU_SCRIPT_CYRILLIC;
  case USCRIPT_ARMENIAN: return CICU_SCRIPT_ARMENIAN;
  case USCRIPT_HEBREW: return CICU_SCRIPT_HEBREW;
  case USCRIPT_ARABIC: return CICU_SCRIPT_ARABIC;
  case USCRIPT_DEVANAGARI: return CICU_SCRIPT_DEVANAGARI;
  case USCRIPT_THAI: return CICU_SCRIPT_THAI;
  case USCRIPT_HANGUL: return CICU_SCRIPT_HANGUL;
  case USCRIPT_HIRAGANA: return CICU_SCRIPT_HIRAGANA;
  case USCRIPT_KATAKANA: return CICU_SCRIPT_KATAKANA;
  case USCRIPT_HAN: return CICU_SCRIPT_HAN;
  case USCRIPT_BOPOMOFO: return CICU_SCRIPT_BOPOMOFO;
  default: return CICU_SCRIPT_OTHER;
  }
}

uint32_t cicu_canonical_base(uint32_t code_point) {
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
  if (U_FAILURE(status)) return code_point;
  UChar decomposition[32];
  int32_t length = unorm2_getDecomposition(nfd, (UChar32)code_point, decomposition, 32, &status);
  if (U_FAILURE(status) || length <= 0) return code_point;
  UChar32 first;
  int32_t i = 0;
  U16_NEXT(decomposition, i, length, first);
  return (uint32_t)first;
}
