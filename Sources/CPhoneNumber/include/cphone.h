// CardKit's C interface to libphonenumber (Debian libphonenumber-dev). Implemented in C++.
#ifndef CPHONE_H
#define CPHONE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The libphonenumber version this shim was built against, such as "8.12.57".
const char *cphone_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
