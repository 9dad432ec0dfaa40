#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import LifelineCheck
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace

/// The readers of untrusted input. Each must turn any bytes into a result or one
/// `file:line:column: error: …` line; a crash, a hang or a multi-line message is a finding.
enum ReaderTargets {
    /// Where the file-based readers find the input: a per-process scratch file.
    static let inputPath = "\(NSTemporaryDirectory())/lifeline-fuzz-\(getpid()).input"
    static let outputPath = "\(NSTemporaryDirectory())/lifeline-fuzz-\(getpid()).jsonl"

    static func stage(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: inputPath, contents: Data(bytes)) else {
            violated("cannot write \(inputPath)")
        }
    }

    /// A diagnostic must be one line whatever the input held.
    static func expectOneLine(_ diagnostic: Diagnostic) {
        if diagnostic.description.contains("\n") { violated("multi-line diagnostic: \(diagnostic.description)") }
    }

    /// The trace reader, then the checker and the statistics over what it accepts.
    static func trace(_ bytes: [UInt8]) {
        stage(bytes)
        do {
            let reader = try TraceReader(path: inputPath)
            while try reader.next() != nil {}
            _ = try Checker.violations(inTraceAt: inputPath)
            _ = try TraceStats.gather(path: inputPath)
        } catch {
            expectOneLine(error)
        }
    }

    /// The console-log importer; whatever it writes, the trace reader must accept.
    static func importLog(_ bytes: [UInt8]) {
        stage(bytes)
        do {
            _ = try ConsoleLogImporter.importLog(at: inputPath, to: outputPath)
        } catch {
            expectOneLine(error)
            return
        }
        do {
            _ = try TraceReader(path: outputPath).readAll()
        } catch {
            violated("the importer wrote a trace the reader rejects: \(error)")
        }
    }

    static func plist(_ bytes: [UInt8]) {
        do { _ = try InfoPlistReader.parse(Data(bytes), file: "fuzz.plist") } catch { expectOneLine(error) }
    }

    /// The scenario parser; small scenarios it accepts are also simulated under every profile.
    static func scenario(_ bytes: [UInt8]) {
        do {
            let scenario = try ScenarioParser.parse(InputFile.text(bytes, file: "fuzz.yaml"), file: "fuzz.yaml")
            guard scenario.actions.count <= 32 else { return }
            for profile in Profile.allCases {
                do { _ = try Simulation(scenario: scenario, profile: profile).events() } catch { expectOneLine(error) }
            }
        } catch {
            expectOneLine(error)
        }
    }

    static func rules(_ bytes: [UInt8]) {
        do { _ = try UserRuleParser.parse(yaml: InputFile.text(bytes, file: "fuzz.yaml"), file: "fuzz.yaml") } catch {
            expectOneLine(error)
        }
    }
}
