// Phases of reading and converting a vCard book, for profiling (issue 2): `read` parses every
// card and drops it, `convert` also encodes each card as vCard 4.0 and drops the bytes.
// Usage: ReadBench read|convert FILE [THREADS]
import CardKit
import Glibc

let args = CommandLine.arguments
guard args.count >= 3, args[1] == "read" || args[1] == "convert" else {
  print("usage: ReadBench read|convert FILE [THREADS]")
  exit(64)
}
var options = ReadOptions()
options.parallelism = args.count > 3 ? Int(args[3]) ?? 2 : 2
let reader = try BookReader(path: args[2], options: options)
var start = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
var cards = 0
var sum = 0
let encode = args[1] == "convert"
while let batch = try reader.nextBatch(maxCards: 512, { parsed -> Int in
  if encode {
    var out: [UInt8] = []
    out.reserveCapacity(1024)
    _ = VCardWriter(version: .v4_0).write(parsed.card, to: &out, location: SourceLocation(file: ""))
    return out.count
  }
  return parsed.card.phones.count + parsed.diagnostics.count
}) {
  cards += batch.count
  sum += batch.reduce(0, +)
}
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &end)
let ms = Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6
print("\(args[1]) cards \(cards) sum \(sum) \(Int(ms)) ms")
