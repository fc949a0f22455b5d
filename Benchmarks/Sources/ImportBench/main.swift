import Domain
import Foundation

// Usage: ImportBench FILE [ROUNDS]
// Times, on the same bytes in one run, Lifting Log's parse-and-best-per-day step
// (`HistoryImporter.parse` then `BestPerDay`) and the original app's approach
// (`OriginalImport`), and prints the median of each and the ratio.
let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    print("usage: ImportBench FILE [ROUNDS]")
    exit(2)
}
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 7) : 7
let bytes = [UInt8](data)

func median(_ body: () -> Int) -> (seconds: Double, result: Int) {
    var times: [Double] = []
    var result = 0
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        result = body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return (times.sorted()[times.count / 2], result)
}

let ours = median {
    guard let parsed = try? HistoryImporter.parse(bytes, unit: .kg) else { return -1 }
    return BestPerDay(parsed.sets).exercises.reduce(0) { $0 + $1.days.count }
}
let original = median {
    OriginalImport.bestPerDay(data).values.reduce(0) { $0 + $1.count }
}
let lines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
print(String(format: "import %d lines, median of %d: Lifting Log %.1f ms (%d exercise days), original approach %.1f ms (%d), %.1f× faster",
             lines, rounds, ours.seconds * 1000, ours.result, original.seconds * 1000, original.result, original.seconds / ours.seconds))
