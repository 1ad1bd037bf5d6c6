#!/usr/bin/env bash
# Renders a batch file (default: assets.json beside this script) as N shards on this machine,
# with GNU parallel when it is installed or else xargs -P, then joins the shard manifests into
# manifest.json beside the batch file. The same shards could run on N machines: the files and
# the merged manifest are the same bytes however the batch is split.
#
#   Examples/Pipelines/parallel.sh                      4 shards, the spinnergen on PATH
#   SHARDS=8 SPINNERGEN=.build/release/spinnergen Examples/Pipelines/parallel.sh my-batch.json
set -euo pipefail
batch=${1:-"$(dirname "${BASH_SOURCE[0]}")/assets.json"}
shards=${SHARDS:-4}
spinnergen=${SPINNERGEN:-spinnergen}
folder=$(dirname "$batch")
manifests="$folder/manifests"
mkdir -p "$manifests"
rm -f "$manifests"/shard-*.json
if command -v parallel >/dev/null 2>&1; then
  parallel --halt now,fail=1 "$spinnergen" batch "$batch" --shard {}/"$shards" --quiet \
    --manifest "$manifests/shard-{}.json" ::: $(seq 0 $((shards - 1)))
else
  seq 0 $((shards - 1)) | xargs -P "$shards" -I{} "$spinnergen" batch "$batch" --shard {}/"$shards" --quiet \
    --manifest "$manifests/shard-{}.json"
fi
"$spinnergen" batch --merge "$manifests"/shard-*.json -o "$folder/manifest.json"
echo "rendered $batch in $shards shards; $folder/manifest.json lists every output"
