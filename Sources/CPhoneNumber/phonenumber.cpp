#include "cphone.h"

#include <phonenumbers/phonenumberutil.h>

extern "C" const char *cphone_library_version(void) { return "8.12"; }
