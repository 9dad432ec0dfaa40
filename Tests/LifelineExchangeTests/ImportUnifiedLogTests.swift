import Foundation
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// Issue 31: the unified log's own shapes (`log stream`/`log show` with `--style ndjson`, `json`,
/// `syslog`, and a `.logarchive` read through `log show`). Fixtures in ImportFixtures/real/, each
/// with its origin in a `.origin` file beside it.
@Suite struct ImportUnifiedLogTests {
    /// The scene app's launch and Home, as every fixture below prints it.
    static let launchAndHome = [
        "app application(_:didFinishLaunchingWithOptions:) ?>background",
        "app application(_:configurationForConnecting:options:) background>background",
        "S1 scene(_:willConnectTo:options:) unattached>unattached",
        "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
        "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
        "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
        "S1 sceneDidEnterBackground(_:) foregroundInactive>background"
    ]
    /// Microseconds from the first record to each callback (09:41:07.015123 is zero).
    static let times: [Int64] = [0, 15_289, 21_835, 26_188, 47_607, 5_484_991, 5_986_784]

    @Test(arguments: ["real/log-stream-ndjson.log", "real/log-stream-json.log"])
    func logStreamRecordsAreTheirMessagesWithTheirFields(fixture: String) throws {
        let result = try importFixture(fixture)
        #expect(result.events.map(describe) == Self.launchAndHome)
        #expect(result.events.map(\.time.microseconds) == Self.times)
        #expect(result.header.profile == .ios13)
        #expect(result.header[extra: "timing"] == .string("nslog"))
        // Eight records, seven callbacks and one UIKit line; the banner is a line of its own.
        #expect(result.summary.records == 8)
        #expect(result.summary.used == 7)
        #expect(result.summary.skipped == 2)
        #expect(result.summary.unreadableRecords == 0)
        #expect(result.summary.lines == (fixture.hasSuffix("ndjson.log") ? 9 : 250))
    }

    /// The record's own fields give the time (with its zone), process and thread: the line is
    /// NSLog's for it, thread in hex, message unescaped.
    @Test func aRecordReadsAsNSLogsLineForIt() throws {
        let records = UnifiedLogRecords()
        let text = try String(
            contentsOf: importFixtures.appendingPathComponent("real/log-stream-ndjson.log"), encoding: .utf8)
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var bytes = Array(line.utf8)
            if let made = bytes.withUnsafeMutableBufferPointer({ records.take(UnsafeBufferPointer($0)) }) {
                lines.append(String(decoding: made, as: UTF8.self))
            }
        }
        #expect(
            lines[1] == """
                2024-01-02 09:41:07.015123-0800 Shop[512:2a1b3] [com.example.shop:lifecycle] \
                application(_:didFinishLaunchingWithOptions:)
                """)
        #expect(
            lines[6] == """
                2024-01-02 09:41:07.062730-0800 Shop[512:2a1b3] [com.example.shop:lifecycle] sceneDidBecomeActive(_:) \
                \"home\" \\ restored from /tmp/state
                """)
        #expect(
            lines[8] == """
                2024-01-02 09:41:13.001907-0800 Shop[512:2a1b3] [com.example.shop:lifecycle] sceneDidEnterBackground(_:) \
                — saved 3 drafts
                """)
        let event = try importFixture("real/log-stream-ndjson.log").events[0]
        #expect(event.time.microseconds == 0)
    }

    /// `log show Shop.logarchive --style json`: eventMessage before timestamp and processID in each
    /// record; a second launch under another pid is a new run.
    @Test func logarchiveThroughLogShowJSON() throws {
        let result = try importFixture("real/logarchive-show-json.log")
        #expect(
            result.events.map(describe) == Self.launchAndHome + [
                "state terminate background>notRunning",
                "app application(_:didFinishLaunchingWithOptions:) ?>background"
            ])
        #expect(result.events.last?.time.microseconds == 83_105_277)
        #expect(result.events[7].detail == "inferred: the process id changed from 512 to 530")
        #expect(result.summary.records == 9)
        #expect(result.summary.runs == 2)
    }

    /// `log show --style syslog`: `host Name[pid]:` gives the process; header and footer lines are noise.
    @Test func logShowSyslog() throws {
        let result = try importFixture("real/log-show-syslog.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background",
                "state terminate background>notRunning",
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S2 scene(_:willConnectTo:options:) unattached>unattached"
            ])
        #expect(
            result.events.map(\.time.microseconds) == [
                0, 21_835, 26_188, 47_607, 5_484_991, 5_986_784, 83_105_277, 83_105_277, 83_164_989
            ])
        #expect(result.summary.lines == 15)
        #expect(result.summary.records == 0)
    }

    /// `log show --archive Shop.logarchive` in the default style, with log's header and statistics.
    @Test func logarchiveThroughLogShowDefault() throws {
        let result = try importFixture("real/logarchive-show-default.log")
        #expect(result.events.map(describe) == Self.launchAndHome)
        #expect(result.events.map(\.time.microseconds) == Self.times)
        #expect(result.summary.skipped == 7)
    }

    // MARK: What is not a readable record

    /// A record cut short (Ctrl-C in the middle of `log stream --style json`) and a broken ndjson
    /// line are counted, shown, and read as plain lines: nothing in them is lost.
    @Test func anUnreadableRecordIsCountedShownAndReadAsPlainLines() throws {
        let cut = """
            [{
              "timestamp" : "2024-01-02 09:41:07.015123-0800",
              "eventMessage" : "applicationDidBecomeActive(_:)",
              "processID" : 512
            },{
              "timestamp" : "2024-01-02 09:41:09.015123-0800",
              "eventMessage" : "applicationWillResignActive(_:)",
            """
        let result = try ConsoleLogImporter.importText(cut)
        #expect(result.events.compactMap(\.method) == [.applicationDidBecomeActive, .applicationWillResignActive])
        #expect(result.summary.records == 1)
        #expect(result.summary.unreadableRecords == 1)
        #expect(result.summary.description.contains("1 log record not readable JSON (read as plain lines)"))

        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-ndjson-\(UUID().uuidString).log")
        try """
        {"timestamp":"2024-01-02 09:41:07.015123-0800","eventMessage":"applicationDidBecomeActive(_:)","processID":512,"threadID":1}
        {"timestamp":"2024-01-02 09:41:08.015123-0800","eventMessage":"applicationWillResignActive(_:) \\q,"processID":512}

        """.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var shown: [SkippedLine] = []
        let summary = try ConsoleLogImporter.importLog(
            at: url.path, to: url.path + ".jsonl", skipped: { shown.append($0) })
        try? FileManager.default.removeItem(atPath: url.path + ".jsonl")
        #expect(summary.unreadableRecords == 1)
        #expect(shown.map(\.line) == [2])
        #expect(shown.first?.outcome == "unreadable")
        #expect(shown.first?.reason == "an ndjson record that is not readable JSON")
    }

    /// JSON that is no log record (no eventMessage: an app's own printed object, `log show`'s
    /// `{"count":…,"finished":1}` last line) is handed on as the lines it is.
    @Test func jsonThatIsNoLogRecordStaysItsLines() throws {
        let result = try ConsoleLogImporter.importText(
            """
            {
              "user" : "sceneDidBecomeActive(_:)"
            }
            {"count":3335,"finished":1}
            """)
        #expect(result.events.compactMap(\.method) == [.sceneDidBecomeActive])
        #expect(result.summary.records == 0)
        #expect(result.summary.unreadableRecords == 0)
        #expect(result.summary.lines == 4)
    }

    /// `--explain` on any line of a record explains the record.
    @Test func explainNamesTheRecordALineBelongsTo() throws {
        let text = try String(
            contentsOf: importFixtures.appendingPathComponent("real/log-stream-json.log"), encoding: .utf8)
        let explained = try ConsoleLogImporter.explain(line: 20, text: text)
        #expect(
            explained.hasPrefix(
                "line 20: a record of the unified log's JSON styles (lines 2–33), read as the line "
                    + """
                    `2024-01-02 09:41:07.015123-0800 Shop[512:2a1b3] [com.example.shop:lifecycle] \
                    application(_:didFinishLaunchingWithOptions:)`; 
                    """
                    + "taken: the callback application(_:didFinishLaunchingWithOptions:) (app)"))
    }

    /// Every record is one line handed out, counted; the log's own lines are counted apart.
    @Test func aSourceCountsRecordsAndLines() throws {
        let fixture = try Data(contentsOf: importFixtures.appendingPathComponent("real/log-stream-json.log"))
        var memory = MemoryLines(Array(fixture))
        var made = 0
        while try memory.nextLine() != nil { made += 1 }
        #expect(made == 1 + 8)
        #expect(memory.records.records == 8)
        #expect(memory.records.linesRead == 250)
    }

    /// An entry and exit line, one record each, are one call: "the next line" counts records.
    @Test func anEntryAndExitRecordAreOneCall() throws {
        func record(_ time: String, _ message: String) -> String {
            #"{"timestamp":"2024-01-02 09:41:\#(time)-0800","threadID":7,"eventMessage":"\#(message)","processID":512}"#
        }
        let result = try ConsoleLogImporter.importText(
            [
                record("07.100000", "applicationDidBecomeActive - begin"), record("07.101000", "refreshing the feed"),
                record("07.131000", "applicationDidBecomeActive - end"),
                record("09.000000", "applicationWillResignActive(_:)"),
                record("09.000000", "applicationWillResignActive(_:) saving")
            ].joined(separator: "\n"))
        #expect(result.events.compactMap(\.method) == [.applicationDidBecomeActive, .applicationWillResignActive])
        #expect(result.summary.merged == 2)
    }

    /// Escapes: `\uXXXX` (a surrogate pair too), `\n` as a space, `\/`.
    @Test func messagesAreUnescaped() {
        var out: [UInt8] = []
        UnifiedLogJSON.unescape(Array(#"caf\u00e9 \ud83d\ude00 a\nb \/x \"q\""#.utf8), into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "café 😀 a b /x \"q\"")
    }

    /// A `{` alone in a plain console (NSLog's dictionary dump, a printed pretty JSON) opens no
    /// record that could swallow a callback: the lines stay lines.
    @Test func braceLinesInAPlainConsoleStayLines() throws {
        #expect(
            try ConsoleLogImporter.importText(
                """
                2024-01-02 09:41:07.015 Shop[512:1] userInfo: {
                {
                    aps =     {
                        alert = hi;
                    };
                }
                sceneWillEnterForeground(_:)
                {
                  "state" : "ready"
                }
                {
                sceneDidBecomeActive(_:)
                """
            ).events.compactMap(\.method) == [.sceneWillEnterForeground, .sceneDidBecomeActive])
    }
}
