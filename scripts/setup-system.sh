#!/usr/bin/env bash
# Installs the Debian packages the test suite and the demo use, when they are missing:
#   postgresql  the storage tests of @portico/server run against a throwaway PostgreSQL
#               server (initdb + pg_ctl on 127.0.0.1); PGlite needs nothing.
#   chromium    the demo's browser tests and the page-load bench drive /usr/bin/chromium with
#               playwright-core (no browser download: `playwright install` is never used).
#   litecoind   the local Bitcoin chain of @portico/testing/bitcoin: a throwaway litecoind in
#               regtest (Debian has no bitcoind; litecoind regtest has Bitcoin's transaction
#               format, sighash, segwit and taproot), behind an Esplora-style REST API.
# Runs as root with apt-get (a fresh machine of this project's kind, and CI), in one apt-get
# run for everything missing. Elsewhere it only says what is missing; the tests that need it
# then skip, except under CI=true.
# With package names as arguments (`setup-system.sh litecoind`), only those are looked at:
# `npm run demo` installs litecoind alone that way.
set -euo pipefail

# Whether the package `$1` is to be looked at: all of them, or those named as arguments.
wanted() {
  [ ${#requested[@]} -eq 0 ] && return 0
  local name
  for name in "${requested[@]}"; do [ "$name" = "$1" ] && return 0; done
  return 1
}
requested=("$@")

missing=()
if wanted postgresql && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && ! command -v initdb >/dev/null; then
  missing+=(postgresql)
fi
if wanted chromium && [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi
if wanted litecoind && ! command -v litecoind >/dev/null && [ ! -x /usr/bin/litecoind ]; then
  missing+=(litecoind)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "setup-system: missing Debian packages: ${missing[*]} (run as root to install them);" \
    "the tests that need them will be skipped." >&2
  exit 0
fi

echo "setup-system: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
