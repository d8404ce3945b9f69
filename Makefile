# CardKit: set-up, demo, tests, install.
#   make demo   install what is missing, build in release, run cardkit on the sample book
#   make test   install what is missing, check man/ is current and the API docs build, run
#               the whole test suite
#   make man    regenerate the man pages in man/ from the command definitions
#   make docs   build the CardKit DocC archive (warnings are errors)
PREFIX ?= /usr/local
SWIFT ?= swift
SAMPLE := corpora/sample/contacts.vcf
DEBIAN_PACKAGES := libicu-dev libphonenumber-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build demo test man docs install uninstall bench clean

# Installs the system libraries the shims link against, only when one is missing.
setup:
	@missing=""; for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# The Swift runtime and Foundation are linked in: the binary runs without a Swift toolchain
# and starts faster (no dynamic relocations of the Swift libraries). lld links it: GNU ld and
# gold print glibc's link-time warning about mktemp, which the static Foundation calls.
# libphonenumber, protobuf, ICU and the parts of abseil they use are linked in too, from the
# archives libphonenumber-dev and libicu-dev install: loading them as shared libraries cost
# every run about 2 ms (`cardkit --version` 5.6 against 3.3 ms). A directory holding only those
# archives comes first in the library path, so `-lphonenumber` and the others find the archive.
# When one is missing, or the link with them fails (another distribution's archives may need
# other parts of abseil), the build links the shared libraries, and says so.
LIBDIR := /usr/lib/$(shell uname -m)-linux-gnu
STATIC_LIBS := phonenumber protobuf icui18n icuuc icudata
STATIC_DEPS := absl_hash absl_raw_hash_set absl_strings absl_throw_delegate absl_city absl_low_level_hash \
  absl_raw_logging_internal absl_strings_internal
build: setup
	@flags=""; missing=""; rm -rf .build/static-libs; mkdir -p .build/static-libs; \
	for l in $(STATIC_LIBS) $(STATIC_DEPS); do \
	  if [ -f $(LIBDIR)/lib$$l.a ]; then ln -s $(LIBDIR)/lib$$l.a .build/static-libs/; else missing="$$missing lib$$l.a"; fi; \
	done; \
	if [ -z "$$missing" ]; then \
	  flags="-Xlinker -L$$PWD/.build/static-libs"; for l in $(STATIC_DEPS) z; do flags="$$flags -Xlinker -l$$l"; done; \
	else \
	  echo "note: linking libphonenumber and ICU as shared libraries (not found:$$missing)"; \
	fi; \
	echo "$(SWIFT) build -c release --static-swift-stdlib -Xswiftc -use-ld=lld $$flags"; \
	$(SWIFT) build -c release --static-swift-stdlib -Xswiftc -use-ld=lld $$flags || { \
	  [ -n "$$flags" ] && echo "note: the link with the archives failed; linking libphonenumber and ICU as shared libraries" && \
	  $(SWIFT) build -c release --static-swift-stdlib -Xswiftc -use-ld=lld; }

demo: build
	@echo "== cardkit convert $(SAMPLE) --to vcard4   (first card)"
	@.build/release/cardkit convert $(SAMPLE) --to vcard4 | sed -n '1,/^END:VCARD/p'
	@echo "== cardkit lint $(SAMPLE) --rules hygiene   (what breaks contact apps)"
	@.build/release/cardkit lint $(SAMPLE) --rules hygiene --disable L040 || true
	@echo "== cardkit stats $(SAMPLE)"
	@.build/release/cardkit stats $(SAMPLE)
	@echo "== cardkit locate $(SAMPLE)"
	@.build/release/cardkit locate $(SAMPLE)
	@echo "== cardkit search --t9 724 $(SAMPLE)   (keypad digits for 'Sch')"
	@.build/release/cardkit search --t9 724 $(SAMPLE)

test: setup
	$(SWIFT) build --build-tests
	scripts/update-man.sh --check
	$(SWIFT) package generate-documentation --target CardKit --warnings-as-errors
	$(SWIFT) test

man:
	scripts/update-man.sh

# The archive lands in .build/plugins/Swift-DocC/outputs/CardKit.doccarchive.
docs: setup
	$(SWIFT) package generate-documentation --target CardKit --warnings-as-errors

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 .build/release/cardkit $(DESTDIR)$(PREFIX)/bin/cardkit
	install -m 644 man/*.1 $(DESTDIR)$(PREFIX)/share/man/man1/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/cardkit $(DESTDIR)$(PREFIX)/share/man/man1/cardkit*.1

bench: build
	Benchmarks/run.sh

clean:
	$(SWIFT) package clean
