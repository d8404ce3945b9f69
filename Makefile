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
build: setup
	$(SWIFT) build -c release --static-swift-stdlib -Xswiftc -use-ld=lld

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
