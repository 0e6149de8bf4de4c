#!/bin/sh
# A production install of the contact API into <target>: its code, the contract and the server
# guards it shares with the site, and their dependencies only (no devDependencies, no build tools
# at run time). Run it from a checkout; start the API from <target> with plain `node apps/api/src/server.ts` (Node 22.22+
# runs the TypeScript as is). The Dockerfile runs exactly this, and npm test runs it too
# (apps/api/src/production-install.test.ts).
#
#   deploy/install-api.sh /srv/portfolio-api
set -eu
[ "$#" -eq 1 ] || { echo "usage: deploy/install-api.sh <target-folder>" >&2; exit 2; }
source_dir="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
target="$(cd "$1" && pwd)"
[ "$target" != "$source_dir" ] || { echo "install-api: the target must not be the checkout" >&2; exit 2; }

cd "$source_dir"
# npm ci checks the lockfile against every workspace's manifest, so all of them come along.
for manifest in package.json package-lock.json .env.example */package.json */*/package.json; do
  case "$manifest" in node_modules/*|*/node_modules/*) continue ;; esac
  [ -f "$manifest" ] || continue
  mkdir -p "$target/$(dirname "$manifest")"
  cp "$manifest" "$target/$manifest"
done
for code in apps/api/src packages/contract/src packages/http-guards/src; do
  rm -rf "${target:?}/$code"
  mkdir -p "$target/$(dirname "$code")"
  cp -R "$code" "$target/$code"
done
# The owner's words the API mails: the auto-reply (AUTO_REPLY=on; AUTO_REPLY_FILE points
# elsewhere) and the newsletter's confirmation (NEWSLETTER=on), with their translations.
for words in content/auto-reply.md content/newsletter.md content/locales/*/auto-reply.md content/locales/*/newsletter.md; do
  [ -f "$words" ] || continue
  mkdir -p "$target/$(dirname "$words")"
  cp "$words" "$target/$words"
done
# Tests, test helpers and fault injection are not part of a running API.
find "$target/apps/api/src" "$target/packages/contract/src" "$target/packages/http-guards/src" -name '*.test.ts' -delete
rm -rf "$target/apps/api/src/test-support" "$target/apps/api/src/faults"

cd "$target"
npm ci --omit=dev --workspace=@portfolio/api --workspace=@portfolio/contract --workspace=@portfolio/http-guards --no-audit --no-fund
echo "install-api: installed in $target; start it with: cd $target && node apps/api/src/server.ts"
