import Foundation
import LifelineModel
import LifelineTestSupport
import Testing

@testable import LifelineExchange
@testable import LifelineTrace

/// Issue 31: Xcode 16 and 26 copy a console entry with its metadata on the line after the
/// message (`Type: Notice | Timestamp: … | Process: … | TID: 0x…`), and close `print` output
/// with a bare `Type: stdio`. Fixture `real/xcode16-console-copy.log`, its origin beside it.
@Suite struct ImportXcodeConsoleTests {
    @Test("each entry's time comes from the metadata line after it; printed output has none")
    func entriesTakeTheTimeOfTheLineAfterThem() throws {
        let result = try importFixture("real/xcode16-console-copy.log")
        #expect(result.events.map(describe) == ImportUnifiedLogTests.launchAndHome)
        // The last callback was printed (`Type: stdio`): no time of its own, the one before it.
        #expect(result.events.map(\.time.microseconds) == ImportUnifiedLogTests.times.dropLast() + [5_484_991])
        #expect(result.header[extra: "timing"] == .string("mixed"))
        #expect(result.header.profile == .ios13)
        #expect(result.summary.used == 7)
        #expect(result.summary.lines == 25)
    }

    @Test("later copies: no Process field and a zone without a colon read the same")
    func withoutProcessField() throws {
        let log = """
            sceneDidBecomeActive(_:)
            Type: Notice | Timestamp: 2026-09-27 15:35:50.995178+0500 | Library: Shop.debug.dylib | Subsystem: com.example.shop | Category: lifecycle | TID: 0x1693770
            sceneWillResignActive(_:)
            Type: Notice | Timestamp: 2026-09-27 15:35:52.000000+0500 | Library: Shop.debug.dylib | Subsystem: com.example.shop | Category: lifecycle | TID: 0x1693770
            """
        let result = try ConsoleLogImporter.importText(log, profile: .ios13)
        #expect(result.events.map(\.time.microseconds) == [0, 1_004_822])
        #expect(result.header[extra: "timing"] == .string("nslog"))
    }

    @Test("only the very next line times an event; a metadata line never becomes an event")
    func onlyTheNextLine() throws {
        let log = """
            2024-01-02 09:41:07.000000+0000 Shop[512:77001] application(_:didFinishLaunchingWithOptions:)
            applicationDidBecomeActive(_:)
            a second line of the same message
            Type: Notice | Timestamp: 2024-01-02 09:41:09.000000+00:00 | Process: Shop | Library: Shop.debug.dylib | TID: 0x2
            applicationWillResignActive(_:)
            applicationDidEnterBackground(_:)
            Type: stdio
            Type: Notice | Timestamp: 2024-01-02 09:41:30.000000+00:00 | Process: Shop | Library: UIKitCore | Subsystem: com.apple.UIKit | Category: applicationDidEnterBackground | TID: 0x2
            """
        let result = try ConsoleLogImporter.importText(log, profile: .ios12)
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>?",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background"
            ])
        // Untimed lines take the time before them (timing "mixed"): nothing reads the 09:41:09
        // two lines down, nor a time from a metadata line whose message is printed output.
        #expect(result.events.map(\.time.microseconds) == [0, 0, 0, 0])
        #expect(result.header[extra: "timing"] == .string("mixed"))
    }

    @Test("--explain says whose time a metadata line is, and what Type: stdio is")
    func explainMetadataLines() throws {
        let log = """
            sceneWillEnterForeground(_:)
            Type: Notice | Timestamp: 2025-08-22 10:41:12.126188+09:00 | Process: Shop | Library: Shop.debug.dylib | TID: 0xf700
            Frame dropped
            Type: stdio
            Hang detected: 0.77s (debugger attached, not reporting)
            Type: Error | Timestamp: 2025-08-22 10:41:13.994268+09:00 | Process: Shop | Library: HangTracer | Subsystem: com.apple.hangtracer | Category:  | TID: 0xf700
            """
        let second = try ConsoleLogImporter.explain(line: 2, text: log)
        #expect(
            second.hasPrefix(
                "line 2: skipped: the metadata line of an Xcode console entry; its time and thread are line 1's event's"
            ))
        #expect(
            try ConsoleLogImporter.explain(line: 4, text: log).hasPrefix("line 4: skipped: Xcode's `Type: stdio` line"))
        #expect(
            try ConsoleLogImporter.explain(line: 6, text: log).hasPrefix(
                "line 6: skipped: the metadata line of an Xcode console entry whose message is no event"))
        let first = try ConsoleLogImporter.explain(line: 1, text: log)
        #expect(first.hasPrefix("line 1: taken: the callback sceneWillEnterForeground(_:)"))
    }

    /// The reference, written from the format: an entry is its message, then `Type: <level> |
    /// Timestamp: <time> | Process: <name> | Library: <image> | TID: 0x<hex>`; `print` output
    /// is its lines, then `Type: stdio`. Random noise entries between the callbacks.
    @Test("random copies: every logged callback at its entry's time, printed ones at the time before")
    func randomCopies() throws {
        var generator = SeededGenerator(state: 31)
        let callbacks: [String] = [
            "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
            "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)"
        ]
        for _ in 0..<50 {
            var lines = ["application(_:didFinishLaunchingWithOptions:)", Self.metadata(at: 0, type: "Notice")]
            var expected: [Int64] = [0]
            var time: Int64 = 0
            for step in 0..<Int(generator.next() % 12) {
                time += Int64(generator.next() % 3_000_000) + 1
                if generator.next() % 3 == 0 {
                    lines += [
                        "Frame dropped", "Type: stdio", "Unknown client: Shop", Self.metadata(at: time, type: "Error")
                    ]
                    time += 1
                }
                lines.append(callbacks[step % callbacks.count])
                if generator.next() % 4 == 0 {
                    lines.append("Type: stdio")
                    expected.append(expected.last ?? 0)
                } else {
                    lines.append(Self.metadata(at: time, type: "Notice"))
                    expected.append(time)
                }
            }
            let result = try ConsoleLogImporter.importText(lines.joined(separator: "\n"), profile: .ios12)
            #expect(result.events.count == expected.count)
            #expect(result.events.map(\.time.microseconds) == expected)
        }
    }

    private static func metadata(at microseconds: Int64, type: String) -> String {
        let seconds = 7 + microseconds / 1_000_000
        let fraction = String(microseconds % 1_000_000)
        let padded = String(repeating: "0", count: 6 - fraction.count) + fraction
        return "Type: \(type) | Timestamp: 2024-01-02 09:41:\(seconds < 10 ? "0" : "")\(seconds).\(padded)+00:00 "
            + "| Process: Shop | Library: Shop.debug.dylib | Subsystem: com.example.shop | Category: lifecycle | TID: 0x2a"
    }
}
