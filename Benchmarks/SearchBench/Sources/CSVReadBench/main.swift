// Reads every field of a CSV file with CardKit's tokenizer, the counterpart of
// Benchmarks/baselines/csv_read.py (issue 3): records, fields and the bytes of every field,
// summed so that no field can be skipped. Usage: CSVReadBench FILE.csv
import CardKit
import Glibc

guard CommandLine.arguments.count == 2, let file = fopen(CommandLine.arguments[1], "rb") else {
  print("usage: CSVReadBench FILE.csv")
  exit(64)
}
var tokenizer = CSVTokenizer()
var records = 0
var fields = 0
var bytes = 0
let take: (CSVRecord) -> Void = { record in
  records += 1
  fields += record.count
  for i in 0..<record.count { bytes += record[i].count }
}
var buffer = [UInt8](repeating: 0, count: 1 << 20)
while true {
  let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
  if n == 0 { break }
  buffer.withUnsafeBufferPointer { tokenizer.feed(UnsafeBufferPointer(rebasing: $0[0..<n]), emit: take) }
}
tokenizer.finish(emit: take)
fclose(file)
print("records \(records), fields \(fields), field bytes \(bytes)")
