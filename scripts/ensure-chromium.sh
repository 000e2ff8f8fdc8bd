#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (playwright cannot download its own browser here): install it when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium não encontrado em $CHROMIUM: instalando o pacote Debian 'chromium'"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
"$CHROMIUM" --version
