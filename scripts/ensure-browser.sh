#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Chinese text needs a CJK font. Installs both when
# missing and running as root; otherwise says exactly what to install.
set -euo pipefail

have_browser() { [ -x /usr/bin/chromium ]; }
# grep reads the whole list (no -q): an early exit would break fc-list's pipe under pipefail.
have_cjk_font() { [ "$(fc-list 2>/dev/null | grep -ci 'Noto Sans CJK\|Noto Serif CJK')" -gt 0 ]; }
have_pymodbus() { /usr/bin/python3 -c 'import pymodbus' >/dev/null 2>&1; }

if have_browser && have_cjk_font; then
  have_pymodbus || echo "note: python3-pymodbus is absent; the gateway's cross-implementation test will be skipped"
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "== installing Debian's chromium and fonts-noto-cjk for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  apt-get install -y -qq python3-pymodbus >/dev/null 2>&1 || echo "note: python3-pymodbus could not be installed"
fi
if ! have_browser || ! have_cjk_font; then
  echo "The browser tests need Debian's Chromium and a CJK font. Install them with:" >&2
  echo "  sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi
