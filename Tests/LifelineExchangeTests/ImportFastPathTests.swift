import Foundation
import LifelineTestSupport
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

@Suite("Importer fast paths")
struct ImportFastPathTests {
    @Test("a cached NSLog prefix parse gives what a fresh parse gives, line after line (property)")
    func prefixCache() async {
        let stamps = [
            "2019-10-09 14:02:11", "2019-10-09 14:02:12", "2019-10-10 00:00:00", "2020-02-29T23:59:60",
            "2019-13-01 00:00:00"
        ]
        let fractions = ["", ".1", ".123", ".123456", ".1234567", "."]
        let zones = ["", "+0200", "-0130", "+01:00", "Z", "+2"]
        let tags = [
            " MyApp[1234:56789] ", " My App[1:a0b] ", " MyApp[1234:56789]", " App[x:1] Real[2:3] ", " [1:2] ",
            " MyApp[1234:5678] "
        ]
        let rests = ["applicationDidBecomeActive:", "", " x", "[3:4] y"]
        let line = zip(
            Gen.int(in: 0...(stamps.count - 1)), Gen.int(in: 0...(fractions.count - 1)),
            Gen.int(in: 0...(zones.count - 1)),
            Gen.int(in: 0...(tags.count - 1)), Gen.int(in: 0...(rests.count - 1))
        )
        .map { stamps[$0.0] + fractions[$0.1] + zones[$0.2] + tags[$0.3] + rests[$0.4] }
        await propertyCheck(count: 300, input: line.array(of: 1...12)) { lines in
            var cache = NSLogPrefix.Cache()
            for text in lines {
                let bytes = Array(text.utf8)
                let cached = bytes.withUnsafeBufferPointer { NSLogPrefix.parse($0, cache: &cache) }
                let fresh = bytes.withUnsafeBufferPointer { NSLogPrefix.parse($0) }
                #expect(cached == fresh, "\(text)")
            }
        }
    }

    @Test("a parser that remembers messages reads each line as a fresh parser does (property)")
    func messageCache() async {
        // Prefixes that change from line to line around messages that repeat: NSLog's, a
        // line's own leading time of several shapes, none; and Xcode 15's fields after it.
        let prefixes: [[UInt8]] =
            [
                "2019-10-09 14:02:11.123456+0200 Shop[512:77001] ", "2019-10-09 14:02:12.5-0130 Shop[512:77001] ",
                "2019-10-09 14:02:12.5 Df Shop[530:2a1b3] [com.example:lifecycle] ",
                "2024-01-02 09:41:07:015 Shop[512:77001] ",
                "2024/01/02 09:41:08:016  ", "09:41:07.015 [INFO] ", "09:41:07 ", "09:41:07Z x ",
                "2024-01-02T09:41:07.1+01:00 ",
                "", "   ", "Shop[512:77001] ", "\u{1F535} "
            ].map { Array($0.utf8) } + [[0xFF, 0x20], [0x32, 0x30, 0x31, 0x39, 0x2D, 0xC3]]
        let messages: [[UInt8]] =
            [
                """
                sceneDidBecomeActive(_:) <UIWindowScene: 0x600000001000; role: UIWindowSceneSessionRoleApplication; \
                persistentIdentifier: A>
                """,
                "sceneDidBecomeActive(_:) <UIWindowScene: 0x600000002000; persistentIdentifier: B>",
                "sceneWillResignActive(_:) persistentIdentifier: C",
                "-[AppDelegate applicationDidEnterBackground:] flushing",
                "Lifeline: UIApplication.didBecomeActiveNotification",
                "Message from debugger: Terminated due to signal 9", "Program ended with exit code: 0",
                "application(_:didFoo:)",
                "appDidBecomeActive()", "applicationDidEnterBackground: then sceneDidEnterBackground", "active",
                "scenePhase: inactive",
                "2024-01-02 09:41:07.015 sceneDidDisconnect(_:)", "", "Shop[1:2] [3:4] applicationWillTerminate(_:)"
            ].map { Array($0.utf8) } + [
                [0x73, 0x63, 0x65, 0x6E, 0x65, 0xFF] + Array("DidBecomeActive(_:)".utf8),
                Array("sceneDidDisconnect(_:) ".utf8) + [0xE2, 0x82]
            ]
        let suffixes: [[UInt8]] = [
            "", " Type: Info | Timestamp: 2024-01-02 09:41:07.015123+01:00 | Process: Shop | PID: 512 | TID: 0x2a1b3",
            " Type: Info | Timestamp: 2024-01-02 09:41:08.015124+01:00 | Process: Shop | PID: 512 | TID: 0x2a1b3",
            " Type: Info | Timestamp: 2024-01-02 09:41:08Z | Process: Shop | PID: 513 | TID: 0x2a1b4",
            " | Timestamp: 09:41:09abc"
        ].map { Array($0.utf8) }
        let line = zip(
            Gen.int(in: 0...(prefixes.count - 1)), Gen.int(in: 0...(messages.count - 1)),
            Gen.int(in: 0...(suffixes.count - 1))
        )
        .map { prefixes[$0.0] + messages[$0.1] + suffixes[$0.2] }
        await propertyCheck(count: 300, input: line.array(of: 1...40)) { lines in
            var warm = ConsoleLineParser()
            for bytes in lines + lines {
                let remembered = bytes.withUnsafeBufferPointer { warm.parse($0) }
                var cold = ConsoleLineParser()
                let fresh = bytes.withUnsafeBufferPointer { cold.parse($0) }
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(remembered.kind == fresh.kind, "\(text)")
                #expect(remembered.timestamp == fresh.timestamp, "\(text)")
                #expect(remembered.pid == fresh.pid && remembered.thread == fresh.thread, "\(text)")
                #expect(
                    remembered.sceneAddress == fresh.sceneAddress
                        && remembered.sceneAddressEnd == fresh.sceneAddressEnd, "\(text)")
            }
        }
    }

    @Test("every spelling finds its callback, and near misses find none")
    func spellings() {
        let table = CallbackSpellings.shared
        var known: Set<String> = []
        for entry in CallbackCatalogue.entries {
            known.formUnion(
                [entry.swiftName, entry.selector] + entry.bareNames + CallbackSpellings.aliases(of: entry.swiftName))
        }
        // A view controller's line names no window: the importer leaves it unread (facts §14).
        for entry in CallbackCatalogue.entries where entry.declaredBy == .viewController {
            #expect(
                Array(entry.swiftName.utf8).withUnsafeBufferPointer { table.lookup($0) } == nil, "\(entry.swiftName)")
        }
        for entry in CallbackSpellings.importable {
            for name in [entry.swiftName, entry.selector] {
                #expect(Array(name.utf8).withUnsafeBufferPointer { table.lookup($0) } == entry.callback, "\(name)")
                for miss in [
                    name + "x", "x" + name, String(name.dropLast()), String(name.dropFirst()), name.uppercased()
                ]
                where !known.contains(miss) {
                    #expect(Array(miss.utf8).withUnsafeBufferPointer { table.lookup($0) } == nil, "\(miss)")
                }
            }
        }
    }

    @Test("substring search agrees with a naive one (property)")
    func find() async {
        let text = Gen.int(in: 0...3).map { [": 0x", "<", "persistentIdentifier", "a"][$0] }.array(of: 0...20).map {
            $0.joined()
        }
        await propertyCheck(count: 300, input: text, Gen.int(in: 0...30)) { text, from in
            let bytes = Array(text.utf8)
            for needle in [": 0x", "persistentIdentifier"] as [StaticString] {
                let n = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
                let last = bytes.count - n.count
                let naive = from > last ? nil : (from...last).first { Array(bytes[$0..<($0 + n.count)]) == n }
                let fast = bytes.withUnsafeBufferPointer { ConsoleBytes.find(needle, in: $0, from: from) }
                #expect(fast == naive, "\(text) from \(from)")
            }
        }
    }

    @Test("sessions are named A to Z, then AA, AB, …")
    func sessionLetters() {
        #expect(
            [0, 1, 25, 26, 27, 51, 52, 701, 702, 18_277].map(ImportSession.letters)
                == ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA", "ZZZ"])
    }

    @Test("streaming a log to a file writes what the in-memory import gives, on every fixture")
    func streamingMatchesMemory() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: importFixtures.path).sorted()
        where name.hasSuffix(".log") {
            let input = importFixtures.appendingPathComponent(name).path
            let output = scratchPath("fast-\(name).jsonl")
            defer { try? FileManager.default.removeItem(atPath: output) }
            for profile in [nil, Profile.ios13, .ipadosMultiwindow] {
                let summary = try ConsoleLogImporter.importLog(at: input, to: output, profile: profile)
                let memory = try importFixture(name, profile: profile)
                // The writer's text of the same events: its encoder is held to the reference
                // encoding by TraceLineEncoderTests (LifelineTraceTests).
                let expected = TraceWriter.text(header: memory.header, events: memory.events)
                #expect(
                    try String(contentsOfFile: output, encoding: .utf8) == expected,
                    "\(name) \(String(describing: profile))")
                #expect(summary == memory.summary)
            }
        }
    }
}
