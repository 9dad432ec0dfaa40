import Foundation
import Testing

/// Issue 35 item 7: a malformed NSLog fraction (`09:41:07.-15123`) once moved every later event
/// of an import by an hour. Such a line keeps no time of its own (it takes the previous line's,
/// as a line without a stamp does), and the lines after it keep theirs.
@Suite struct MalformedTimestampTests {
    @Test("a malformed fraction keeps the line's event at the previous time and moves nothing after it")
    func malformedFraction() throws {
        let log = """
            2024-01-02 09:41:07.015123-0800 Shop[512:2a1b3] application(_:willFinishLaunchingWithOptions:)
            2024-01-02 09:41:07.-15123-0800 Shop[512:2a1b3] application(_:didFinishLaunchingWithOptions:)
            2024-01-02 09:41:07.215123-0800 Shop[512:2a1b3] applicationDidBecomeActive(_:)
            2024-01-02 09:41:09.215123-0800 Shop[512:2a1b3] applicationWillResignActive(_:)

            """
        let result = try BoundaryRunner.run(
            ["import", "-", "--profile", "ios12", "-o", "-"], stdin: Array(log.utf8), measured: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakMB <= 256 && result.cpuSeconds <= 10)
        let times = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").dropFirst().compactMap {
            line -> String? in
            guard let range = line.range(of: #""t":[0-9.]+"#, options: .regularExpression) else { return nil }
            return String(line[range].dropFirst(4))
        }
        #expect(times == ["0.000", "0.000", "0.200", "2.200"])
    }
}
