import Foundation
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineTrace

@Suite("Importer fast paths")
struct ImportFastPathTests {
    @Test("a cached NSLog prefix parse gives what a fresh parse gives, line after line (property)")
    func prefixCache() async {
        let stamps = ["2019-10-09 14:02:11", "2019-10-09 14:02:12", "2019-10-10 00:00:00", "2020-02-29T23:59:60", "2019-13-01 00:00:00"]
        let fractions = ["", ".1", ".123", ".123456", ".1234567", "."]
        let zones = ["", "+0200", "-0130", "+01:00", "Z", "+2"]
        let tags = [" MyApp[1234:56789] ", " My App[1:a0b] ", " MyApp[1234:56789]", " App[x:1] Real[2:3] ", " [1:2] ", " MyApp[1234:5678] "]
        let rests = ["applicationDidBecomeActive:", "", " x", "[3:4] y"]
        let line = zip(Gen.int(in: 0...(stamps.count - 1)), Gen.int(in: 0...(fractions.count - 1)), Gen.int(in: 0...(zones.count - 1)),
                       Gen.int(in: 0...(tags.count - 1)), Gen.int(in: 0...(rests.count - 1)))
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

    @Test("every spelling finds its callback, and near misses find none")
    func spellings() {
        let table = CallbackSpellings.shared
        var known: Set<String> = []
        for entry in CallbackCatalogue.entries {
            known.formUnion([entry.swiftName, entry.selector] + entry.bareNames + CallbackSpellings.aliases(of: entry.swiftName))
        }
        // A view controller's line names no window: the importer leaves it unread (facts §14).
        for entry in CallbackCatalogue.entries where entry.declaredBy == .viewController {
            #expect(Array(entry.swiftName.utf8).withUnsafeBufferPointer { table.lookup($0) } == nil, "\(entry.swiftName)")
        }
        for entry in CallbackSpellings.importable {
            for name in [entry.swiftName, entry.selector] {
                #expect(Array(name.utf8).withUnsafeBufferPointer { table.lookup($0) } == entry.callback, "\(name)")
                for miss in [name + "x", "x" + name, String(name.dropLast()), String(name.dropFirst()), name.uppercased()]
                where !known.contains(miss) {
                    #expect(Array(miss.utf8).withUnsafeBufferPointer { table.lookup($0) } == nil, "\(miss)")
                }
            }
        }
    }

    @Test("substring search agrees with a naive one (property)")
    func find() async {
        let text = Gen.int(in: 0...3).map { [": 0x", "<", "persistentIdentifier", "a"][$0] }.array(of: 0...20).map { $0.joined() }
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
        #expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 18_277].map(ImportSession.letters)
                == ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA", "ZZZ"])
    }

    @Test("streaming a log to a file writes what the in-memory import gives, on every fixture")
    func streamingMatchesMemory() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: importFixtures.path).sorted() where name.hasSuffix(".log") {
            let input = importFixtures.appendingPathComponent(name).path
            let output = scratchPath("fast-\(name).jsonl")
            defer { try? FileManager.default.removeItem(atPath: output) }
            for profile in [nil, Profile.ios13, .ipadosMultiwindow] {
                let summary = try ConsoleLogImporter.importLog(at: input, to: output, profile: profile)
                let memory = try importFixture(name, profile: profile)
                let expected = TraceEventCodec.encode(memory.header) + "\n" + memory.events.map { ReferenceEncoding.line($0) + "\n" }.joined()
                #expect(try String(contentsOfFile: output, encoding: .utf8) == expected, "\(name) \(String(describing: profile))")
                #expect(summary == memory.summary)
            }
        }
    }
}
