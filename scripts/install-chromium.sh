#!/usr/bin/env bash
# Debian's Chromium for the browser tests (Playwright cannot download its own browsers here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation > /dev/null
/usr/bin/chromium --version
