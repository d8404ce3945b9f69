#include "cicu_names.h"

#include <mutex>
#include <string>
#include <unicode/translit.h>
#include <unicode/unistr.h>

struct cicu_transliterator {
  icu::Transliterator *transliterator;
  std::string result;  // the last result, returned to the caller until the next call
};

extern "C" cicu_transliterator *cicu_transliterator_open(const char *id, char *error, size_t error_capacity) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString uid = icu::UnicodeString::fromUTF8(id ? id : "");
  // ICU compiles a rule-based transliterator's rules outside its registry lock and caches the
  // result, so threads opening the same one at once each compile it (Han-Latin: ~0.15 s of
  // CPU) and all but one copy are thrown away. One open at a time: the others reuse the cache.
  static std::mutex open_mutex;
  icu::Transliterator *t;
  {
    std::lock_guard<std::mutex> guard(open_mutex);
    t = icu::Transliterator::createInstance(uid, UTRANS_FORWARD, status);
  }
  if (U_FAILURE(status) || t == nullptr) {
    delete t;
    if (error && error_capacity > 0) {
      std::string name = u_errorName(status);
      size_t n = name.size() < error_capacity - 1 ? name.size() : error_capacity - 1;
      name.copy(error, n);
      error[n] = 0;
    }
    return nullptr;
  }
  return new (std::nothrow) cicu_transliterator{t, std::string()};
}

extern "C" void cicu_transliterator_close(cicu_transliterator *self) {
  if (!self) return;
  delete self->transliterator;
  delete self;
}

extern "C" const uint8_t *cicu_transliterate(cicu_transliterator *self, const uint8_t *text, int32_t length,
                                             int32_t *out_length) {
  icu::UnicodeString s = icu::UnicodeString::fromUTF8(
      icu::StringPiece(reinterpret_cast<const char *>(text), length > 0 ? length : 0));
  self->transliterator->transliterate(s);
  self->result.clear();
  s.toUTF8String(self->result);
  if (out_length) *out_length = static_cast<int32_t>(self->result.size());
  return reinterpret_cast<const uint8_t *>(self->result.data());
}
