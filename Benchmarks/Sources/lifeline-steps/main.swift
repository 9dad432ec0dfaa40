import Foundation
import LifelineCheck
import LifelineExchange
import LifelineModel
import LifelineRender
import LifelineRuntime
import LifelineSupport
import LifelineTrace

// The core of one command, once, on a file or a size given on the command line: for measuring
// a whole command's cost outside package-benchmark, where a loaded machine makes wall-clock
// samples useless (`valgrind --tool=callgrind` counts its instructions, repeatably), with the
// same release build of the libraries the benchmarks use. `make check-instructions`
// (Scripts/check-instructions.sh) runs each step on fixed generated inputs against a baseline;
// Docs/performance.md says how.
//
//   lifeline-steps simulate EVENTS OUT [PROFILE]   RandomRun(seed 7, ipados-multiwindow).write
//   lifeline-steps check IN.jsonl                  Checker.check(path:)
//   lifeline-steps stats IN.jsonl                  TraceStats.gather(path:).text
//   lifeline-steps render state|timeline IN OUT    TraceRenderer (DOT, not checked) to OUT
//   lifeline-steps export IN.jsonl OUT.log         TraceExporter.export (console, NSLog lines)
//   lifeline-steps import IN.log [PROFILE]         ConsoleLogImporter.importBytes (ipados-multiwindow)
// (inputs: `lifeline simulate --random …`, `lifeline export --format console …`, or the steps above)
let arguments = CommandLine.arguments

/// The profile named at `index`, ipados-multiwindow without one (several scenes per run).
func profile(at index: Int) -> Profile {
    arguments.count > index ? Profile(rawValue: arguments[index]) ?? .ipadosMultiwindow : .ipadosMultiwindow
}

guard arguments.count >= 3 else {
    print("usage: lifeline-steps simulate|check|stats|render|export|import ARGS")
    exit(2)
}
do {
    switch arguments[1] {
    case "simulate":
        try RandomRun(profile: profile(at: 4), events: Int(arguments[2]) ?? 100_000, seed: 7).write(
            to: arguments[3], mutation: nil)
    case "check":
        print(try Checker.check(path: arguments[2]).violations.count)
    case "stats":
        print(try TraceStats.gather(path: arguments[2]).text(file: arguments[2]).utf8.count)
    case "render" where arguments.count == 5:
        let file = try OutputFile(path: arguments[4])
        try TraceRenderer(kind: TraceDiagramKind(rawValue: arguments[2]) ?? .state, format: .dot)
            .render(try TraceReader(path: arguments[3]), title: "steps", to: file)
        try file.commit()
    case "export" where arguments.count == 4:
        print(try TraceExporter.export(trace: arguments[2], to: arguments[3], format: .console).events)
    case "import":
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: arguments[2])))
        print(try ConsoleLogImporter.importBytes(bytes, profile: profile(at: 3)).events.count)
    default:
        print("lifeline-steps: unknown step or arguments: \(arguments.dropFirst().joined(separator: " "))")
        exit(2)
    }
} catch {
    print("lifeline-steps: \(error)")
    exit(1)
}
