#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: Debian's chromium-headless-shell, or the one
# CHROMIUM_PATH names. Playwright's own browser download does not work on this machine kind,
# so as root we install Debian's package; anyone else gets the one-line instruction.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
instruction="Chromium is missing: run sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)"

if [[ -x "$chromium" ]]; then
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
  echo "$instruction" >&2
  exit 1
fi

# Another apt (unattended-upgrades on a fresh machine, a parallel job) may hold the lock:
# wait for it inside apt, and retry a few times if apt still gives up.
apt_get() {
  local attempt
  for attempt in 1 2 3 4 5; do
    if DEBIAN_FRONTEND=noninteractive timeout 900 \
      apt-get -o DPkg::Lock::Timeout=120 -o Acquire::Retries=3 "$@"; then
      return 0
    fi
    echo "apt-get $1 failed (attempt $attempt of 5); retrying in 15s" >&2
    sleep 15
  done
  return 1
}

echo "Chromium not found at $chromium: installing Debian's chromium-headless-shell package"
apt_get update -q
apt_get install -y -q --no-install-recommends chromium-headless-shell fonts-liberation

if [[ ! -x "$chromium" ]]; then
  echo "Installed chromium, but $chromium is still not executable: unset CHROMIUM_PATH or point it at the browser." >&2
  exit 1
fi
echo "Chromium ready: $("$chromium" --version 2>/dev/null || echo "$chromium")"
