#!/bin/sh
# The embedded default has no mail server: Directus' sendmail transport runs this instead of
# /usr/sbin/sendmail, and every message (headers and body) is appended to $MAIL_LOG_FILE.
{
  echo "----- $(date -u +%Y-%m-%dT%H:%M:%SZ) sendmail $*"
  cat
  echo
} >>"${MAIL_LOG_FILE:-/dev/stderr}"
