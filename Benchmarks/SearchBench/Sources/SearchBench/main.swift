// Times CardKit's SearchIndex on a generated address book: index build time and memory, then
// name, T9 and phone queries (median and worst per kind). See README.md in this folder.
import CardKit
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

struct Arguments {
  var book = "Benchmarks/data/book-100k.vcf"
  var repeats = 25
  var limit = 50
  var workers = PhoneNormalizationOptions.processorCount
  var verbose = false
  var profile: String?

  init(_ args: [String]) {
    var i = 1
    while i < args.count {
      let a = args[i]
      func value() -> String {
        i += 1
        guard i < args.count else { fatalError("\(a) needs a value") }
        return args[i]
      }
      switch a {
      case "--repeat": repeats = Int(value())!
      case "--limit": limit = Int(value())!
      case "--workers": workers = Int(value())!
      case "--verbose": verbose = true
      case "--profile": profile = value()
      default: book = a
      }
      i += 1
    }
  }
}

/// glibc's malloc_trim (in <malloc.h>, which the Glibc module does not include).
@_silgen_name("malloc_trim") func malloc_trim(_ pad: Int) -> Int32

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
/// CPU time of the calling thread (unaffected by other processes taking the cores).
func cpuNow() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
func ms(_ ns: UInt64) -> String { String(format: "%.3f", Double(ns) / 1e6) }

/// Resident memory in MiB (from /proc/self/statm).
func residentMiB() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let pages = Double(text.split(separator: " ")[1]) ?? 0
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// CPU time of the whole process (all threads, user and system), in nanoseconds.
func processCPU() -> UInt64 {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  func ns(_ t: timeval) -> UInt64 { UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_usec) * 1000 }
  return ns(usage.ru_utime) + ns(usage.ru_stime)
}

/// The 1-minute load average (other processes competing for the cores inflate wall times).
func loadAverage() -> String {
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// Peak resident memory in MiB.
func peakMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

let args = Arguments(CommandLine.arguments)
print("book: \(args.book); \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage())")
var t = now()
let book = try BookLoader().load([args.book]) { _ in }
let cards = book.cards.map(\.card)
print("loaded \(cards.count) cards in \(ms(now() - t)) ms; resident \(String(format: "%.0f", residentMiB())) MiB")

_ = malloc_trim(0)
let before = residentMiB()
t = now()
let buildCPU = processCPU()
let index = try SearchIndex(cards: cards, options: SearchOptions(workers: args.workers))
let build = now() - t
let buildCPUTime = processCPU() - buildCPU
_ = malloc_trim(0)  // give back what the build freed, so the figure is what the index keeps
let after = residentMiB()
print("index built in \(ms(build)) ms wall, \(ms(buildCPUTime)) ms CPU, with \(args.workers) worker(s); book region \(index.bookRegion?.code ?? "-")")
let stats = index.statistics
print("index holds \(stats.nameTexts) name texts, \(stats.nameWords) words, \(stats.dialledNames) dialled names, \(stats.numbers) numbers, \(stats.tableEntries) table entries: \(stats.bytes / 1_048_576) MiB of arrays and strings")
print(String(format: "resident %.0f MiB before the index, %.0f MiB after (+%.0f MiB); peak %.0f MiB", before, after, after - before, peakMiB()))

// `--profile KIND:TEXT`: run one query many times (for perf), nothing else.
if let spec = args.profile {
  let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
  let query: SearchQuery = switch parts[0] {
    case "t9": .t9(parts[1])
    case "phone": .phonePrefix(parts[1])
    case "exact": .phoneExact(parts[1])
    default: .name(parts[1])
  }
  t = now()
  var total = 0
  for _ in 0..<args.repeats { total += args.verbose ? index.search(query, limit: args.limit).count : index.rankedHits(query).count }
  print("\(query): \(total / args.repeats) hits, \(ms((now() - t) / UInt64(args.repeats))) ms per query")
  exit(0)
}

// Queries: fixed ones, plus ones taken from cards spread over the book (a name's start, the
// keypad digits of a name's start, the start of a number, a whole number in another format).
var nameQueries = ["a", "jo", "mar", "smith", "müller", "anna m", "zhang", "wang wei", "petr", "ivan", "yamada", "kim",
                   "garcia", "o", "chr", "李", "γιω", "nguyen", "de la", "xyzzy"]
var dialQueries = ["2", "5", "56", "264", "7648", "37337", "5646", "627", "94264", "4085550", "73887", "000000"]
var phoneQueries = ["4", "(408)", "+1 415", "415-555", "+44 20", "079", "+49", "030", "+1 (510) 867", "999999"]
var exactQueries: [String] = []
let step = max(1, cards.count / 20)
for i in stride(from: 7, to: cards.count, by: step) {
  let card = cards[i]
  let name = index.displayNames[i]
  if let word = name.split(separator: " ").last { nameQueries.append(String(word.prefix(4))) }
  nameQueries.append(name)
  let key = T9Key(latinName: name.lowercased())
  if let first = key.words.first { dialQueries.append(String(decoding: first.prefix(4), as: UTF8.self)) }
  if let phone = card.phones.first?.value {
    let digits = phone.filter(\.isNumber)
    phoneQueries.append(String(digits.prefix(6)))
    exactQueries.append(phone)
  }
}

/// Timings of one kind of query: each query runs `repeats` times; its median is its time.
struct Timing {
  var perQuery: [(query: String, hits: Int, median: UInt64, cpu: UInt64)] = []
  var maxSample: UInt64 = 0
  /// Median over the queries' medians.
  var median: UInt64 { perQuery.map(\.median).sorted()[perQuery.count / 2] }
  /// The slowest query's median.
  var worst: (query: String, hits: Int, median: UInt64, cpu: UInt64) { perQuery.max { $0.median < $1.median }! }
  /// The slowest query's median CPU time.
  var worstCPU: UInt64 { perQuery.map(\.cpu).max()! }
}

func time(_ queries: [SearchQuery], limit: Int?, details: Bool) -> Timing {
  var timing = Timing()
  for query in queries {
    var samples: [UInt64] = []
    var cpu: [UInt64] = []
    var count = 0
    for _ in 0..<args.repeats {
      let start = now()
      let startCPU = cpuNow()
      let hits = details ? index.search(query, limit: limit) : index.rankedHits(query, limit: limit)
      cpu.append(cpuNow() - startCPU)
      samples.append(now() - start)
      count = hits.count
    }
    samples.sort()
    cpu.sort()
    timing.maxSample = max(timing.maxSample, samples.last!)
    timing.perQuery.append(("\(query)", count, samples[samples.count / 2], cpu[cpu.count / 2]))
  }
  return timing
}

let kinds: [(String, [SearchQuery])] = [
  ("name", nameQueries.map { .name($0) }),
  ("t9", dialQueries.map { .t9($0) }),
  ("phone", phoneQueries.map { .phonePrefix($0) }),
  ("phone --exact", exactQueries.map { .phoneExact($0) }),
]
print("\nEach query runs \(args.repeats) times; its time is the median. Times in ms.")
print("A: best \(args.limit) hits with their matched parts (search(_:limit:)); B: every hit, ranked (rankedHits(_:)).")
print("kind           queries   A median  A worst   B median  B worst  B worst CPU   slowest query (B)              max single run")
var all: [(String, Timing)] = []
for (kind, queries) in kinds {
  let limited = time(queries, limit: args.limit, details: true)
  let full = time(queries, limit: nil, details: false)
  all.append((kind, full))
  let slow = full.worst
  print(
    kind.padding(toLength: 15, withPad: " ", startingAt: 0) + String(format: "%7d", queries.count)
      + "   " + ms(limited.median).leftPad(7) + "  " + ms(limited.worst.median).leftPad(7)
      + "   " + ms(full.median).leftPad(7) + "  " + ms(full.worst.median).leftPad(7) + "  " + ms(full.worstCPU).leftPad(11)
      + "   " + "\(slow.query) \(slow.hits) hits".padding(toLength: 30, withPad: " ", startingAt: 0)
      + " " + ms(max(limited.maxSample, full.maxSample)).leftPad(7))
}
if args.verbose {
  for (kind, timing) in all {
    print("\n\(kind): hits and median ms (B) per query")
    for q in timing.perQuery { print("  \(q.hits)\t\(ms(q.median))\t\(ms(q.cpu))\t\(q.query)") }
  }
}
print(String(format: "\npeak resident memory %.0f MiB; ", peakMiB()) + "load average at the end \(loadAverage())")

extension String {
  func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
