#!/usr/bin/env bash
# Debian's PostgreSQL 15, Redis 7 and nginx for the production profile (`npm run start:scale` and its
# integration test), Prometheus for that test, and wrk for the serving benchmarks, when missing. The packages' own services
# are not used: the profile runs each engine as a process of its own on a data folder and free ports
# (scripts/scale/engines.mjs).
set -euo pipefail
missing=()
[ -x /usr/lib/postgresql/15/bin/postgres ] || missing+=(postgresql-15)
command -v redis-server > /dev/null || missing+=(redis-server)
command -v nginx > /dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
# The load generator of the serving benchmarks (scripts/bench/load.mjs).
command -v wrk > /dev/null || missing+=(wrk)
# Prometheus and promtool: the production profile's test scrapes the metrics and evaluates
# deploy/prometheus/alerts.yml with them.
command -v prometheus > /dev/null || missing+=(prometheus)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
/usr/lib/postgresql/15/bin/postgres --version
redis-server --version
/usr/sbin/nginx -v
wrk --version | head -1 || true
prometheus --version 2>&1 | head -1
