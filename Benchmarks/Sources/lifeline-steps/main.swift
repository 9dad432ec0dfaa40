import Foundation
import LifelineCheck
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineTrace

// The core of one command, once, on a file or a size given on the command line: for measuring
// a whole command's cost outside package-benchmark, where a loaded machine makes wall-clock
// samples useless (`valgrind --tool=callgrind` counts its instructions, repeatably), with the
// same release build of the libraries the benchmarks use. Docs/performance.md says how.
//
//   lifeline-steps simulate EVENTS OUT.jsonl     RandomRun(ipados-multiwindow, seed 7).write
//   lifeline-steps check IN.jsonl                Checker.check(path:)
//   lifeline-steps import IN.log                 ConsoleLogImporter.importBytes
// (inputs: `lifeline simulate --random …`, `lifeline export --format console …`)
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: lifeline-steps simulate|check|import ARGS")
    exit(2)
}
do {
    switch arguments[1] {
    case "simulate":
        try RandomRun(profile: .ipadosMultiwindow, events: Int(arguments[2]) ?? 100_000, seed: 7).write(to: arguments[3], mutation: nil)
    case "check":
        print(try Checker.check(path: arguments[2]).violations.count)
    case "import":
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
        print(try ConsoleLogImporter.importBytes(bytes, profile: .ipadosMultiwindow).events.count)
    default:
        print("lifeline-steps: unknown step \(arguments[1])")
        exit(2)
    }
} catch {
    print("lifeline-steps: \(error)")
    exit(1)
}
