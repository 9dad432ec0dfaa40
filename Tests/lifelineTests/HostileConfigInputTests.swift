import Foundation
import Testing

/// Hostile scenario YAML, rule YAML and Info.plist input, through the command line, with exact
/// messages and statuses. `FILE` in a message stands for the input's path.
@Suite("Hostile scenario, rule and Info.plist input")
struct HostileConfigInputTests {
    typealias Case = HostileCase

    static func yaml(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let scenarioCases: [Case] = [
        Case(
            name: "a YAML bomb", bytes: yaml("actions: [launch]\n" + HostileFiles.billionLaughs(key: "classes")),
            expected: """
                FILE:8:10: error: YAML aliases expand to more than 1000000 nodes at alias *a5; refusing a \"billion \
                laughs\" document
                """),
        Case(
            name: "a file over 1 MiB",
            bytes: yaml("actions: [launch]\n# " + String(repeating: "x", count: 1 << 20) + "\n"),
            expected: "FILE:1:1: error: the scenario file is larger than 1048576 bytes"),
        Case(
            name: "invalid UTF-8", bytes: yaml("actions: [launch]\nname: \"a") + [0xFF] + yaml("b\"\n"),
            expected: "FILE:2:9: error: invalid UTF-8 (byte 0xFF)"),
        Case(name: "an empty file", bytes: [], expected: "FILE:1:1: error: empty scenario"),
        Case(
            name: "binary garbage", bytes: HostileFiles.garbage, expected: "FILE:1:2: error: invalid UTF-8 (byte 0xFF)"),
        Case(
            name: "control characters", bytes: yaml("actions: [launch]\u{1}\n"),
            expected: "FILE:1:18: error: invalid YAML: control characters are not allowed"),
        Case(
            name: "deep nesting",
            bytes: yaml("actions: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"),
            expected: "FILE:1:11: error: invalid YAML: nested deeper than 1000 levels"),
        Case(
            name: "a number that overflows",
            bytes: yaml("actions: [launch]\ncosts:\n  application(_:didFinishLaunchingWithOptions:): 1e300\n"),
            expected: "FILE:3:50: error: costs: expected a non-negative number of seconds, at most 1000000"),
        Case(
            name: "NaN", bytes: yaml("actions:\n  - launch\n  - interruption: {kind: call, duration: .nan}\n"),
            expected: "FILE:3:42: error: duration: expected seconds, at most 1000000"),
        Case(
            name: "a duplicate key", bytes: yaml("actions: [launch]\nactions: [home]\n"),
            expected: "FILE:1:1: error: invalid YAML: duplicated key actions"),
        Case(
            name: "a key with a newline and an escape stays one line",
            bytes: yaml("actions: [launch]\n\"a\\nb\\e[2J\": 1\n"),
            expected:
                #"FILE:2:1: error: unknown scenario key 'a\nb\u{1B}[2J' (expected name, description, profiles, options, restored-sessions, classes, costs, app, expect, actions)"#
        )
    ]

    @Test("each hostile scenario is one exact error line and exit status 2", arguments: scenarioCases)
    func scenario(_ testCase: Case) throws {
        try HostileFiles.expectRejected(
            testCase.bytes, named: "scenario.yaml", command: ["simulate", "FILE"], expected: testCase.expected)
    }

    @Test("a byte-order mark and CRLF line ends are accepted in a scenario")
    func bomAndCRLF() throws {
        let path = try HostileFiles.write(
            [0xEF, 0xBB, 0xBF] + Self.yaml("name: crlf\r\nactions: [launch]\r\n"), named: "bom.yaml")
        let result = try CommandRunner.run(["simulate", path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"lifeline":1,"profile":"ios13","source":"simulate","scenario":"crlf"}"#))
    }

    @Test("aliases within the budget are read as usual")
    func ordinaryAliases() throws {
        let path = try HostileFiles.write(
            Self.yaml("name: aliased\nactions: [&go launch, home, *go]\n"), named: "aliases.yaml")
        let result = try CommandRunner.run(["simulate", path])
        #expect(result.status == 0, "\(result.stderr)")
        let actions = result.stdout.split(separator: "\n").filter { $0.contains(#""kind":"action""#) }
        #expect(actions.map { $0.contains(#""name":"launch""#) } == [true, false, true])
    }

    static let ruleCases: [Case] = [
        Case(
            name: "a YAML bomb", bytes: yaml(HostileFiles.billionLaughs(key: "rules")),
            expected: """
                FILE:7:10: error: YAML aliases expand to more than 1000000 nodes at alias *a5; refusing a \"billion \
                laughs\" document
                """),
        Case(
            name: "a file over 1 MiB", bytes: yaml("rules: []\n# " + String(repeating: "x", count: 1 << 20) + "\n"),
            expected: "FILE:1:1: error: the rule file is larger than 1048576 bytes"),
        Case(
            name: "invalid UTF-8", bytes: yaml("rules:\n  - id: \"") + [0xC3, 0x28] + yaml("\"\n"),
            expected: "FILE:2:10: error: invalid UTF-8 (byte 0xC3)"),
        Case(
            name: "an empty file", bytes: [],
            expected: "FILE:1:1: error: empty rule file: expected 'rules:' and a list of rules"),
        Case(
            name: "a duration that overflows",
            bytes: yaml(
                """
                rules:\n  - id: X1\n    template: returns-within\n    a: sceneDidEnterBackground(_:)\n    within: \
                9000000000m\n
                """),
            expected: "FILE:5:13: error: '9000000000m' is not a duration; write e.g. 5s, 500ms or 2.5"),
        Case(
            name: "a duplicate key", bytes: yaml("rules:\n  - id: X1\n    id: X2\n"),
            expected: "FILE:2:5: error: invalid YAML: duplicated key id")
    ]

    @Test("each hostile rule file is one exact error line and exit status 2", arguments: ruleCases)
    func rules(_ testCase: Case) throws {
        try HostileFiles.expectRejected(
            testCase.bytes, named: "rules.yaml",
            command: ["check", "--rules", "FILE", "Traces/ios13/cold-launch.jsonl"], expected: testCase.expected)
    }

    static func plist(_ body: String) -> [UInt8] {
        yaml(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n")
    }

    static let plistCases: [Case] = [
        Case(
            name: "the manifest as a string",
            bytes: plist("<key>UIApplicationSceneManifest</key>\n<string>yes</string>"),
            expected: "FILE:5:1: error: UIApplicationSceneManifest must be a dictionary, found a string"),
        Case(
            name: "multiple scenes as a string",
            bytes: plist(
                """
                <key>UIApplicationSceneManifest</key>\n<dict>\n  <key>UIApplicationSupportsMultipleScenes</key>\n  \
                <string>YES</string>\n</dict>
                """),
            expected: "FILE:7:3: error: UIApplicationSupportsMultipleScenes must be a boolean, found a string"),
        Case(
            name: "multiple scenes as an integer",
            bytes: plist(
                """
                <key>UIApplicationSceneManifest</key>\n<dict>\n  <key>UIApplicationSupportsMultipleScenes</key>\n  \
                <integer>1</integer>\n</dict>
                """),
            expected: "FILE:7:3: error: UIApplicationSupportsMultipleScenes must be a boolean, found a number"),
        Case(
            name: "configurations as an array",
            bytes: plist(
                """
                <key>UIApplicationSceneManifest</key>\n<dict>\n  <key>UISceneConfigurations</key>\n  \
                <array/>\n</dict>
                """),
            expected:
                "FILE:7:3: error: UISceneConfigurations must be a dictionary keyed by session role, found an array"),
        Case(
            name: "a delegate class name as a number",
            bytes: plist(
                """
                <key>UIApplicationSceneManifest</key>
                <dict>
                  <key>UISceneConfigurations</key>
                  <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict><key>UISceneDelegateClassName</key><real>1.5</real></dict></array>
                  </dict>
                </dict>
                """),
            expected: """
                FILE:9:53: error: \
                UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName must be a \
                string, found a number
                """),
        Case(
            name: "the top level as an array",
            bytes: yaml("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>"),
            expected: "FILE:1:1: error: the Info.plist's top level must be a dictionary, found an array"),
        Case(
            name: "an empty file", bytes: [],
            expected: "FILE:1:1: error: empty Info.plist: expected an XML, binary or old-style property list"),
        Case(
            name: "binary garbage", bytes: HostileFiles.garbage,
            expected: """
                FILE:1:1: error: not a property list (neither XML, binary nor old-style text that Foundation can \
                read)
                """),
        Case(
            name: "deep nesting",
            bytes: plist(
                "<key>UIApplicationSceneManifest</key>" + String(repeating: "<array>", count: 30_000)
                    + String(repeating: "</array>", count: 30_000)),
            expected: "FILE:4:479: error: the Info.plist nests arrays and dictionaries more than 64 deep"),
        Case(
            name: "a file over 1 MiB", bytes: plist("<!-- " + String(repeating: "x", count: 1 << 20) + " -->"),
            expected: "FILE:1:1: error: the Info.plist is larger than 1048576 bytes")
    ]

    @Test("each hostile Info.plist is one exact error line and exit status 2", arguments: plistCases)
    func infoPlist(_ testCase: Case) throws {
        try HostileFiles.expectRejected(
            testCase.bytes, named: "Info.plist", command: ["simulate", "cold-launch", "--info-plist", "FILE"],
            expected: testCase.expected)
    }
}
