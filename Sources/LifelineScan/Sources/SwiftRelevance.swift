import LifelineModel

/// Whether a Swift file can hold anything the scan reports, decided on its bytes before
/// swift-syntax parses it. Most of an app's files (models, views, services) name no
/// life-cycle API, and parsing them is most of a scan's time (Docs/performance.md, "scan").
///
/// A file's facts reach the report in two ways, and a file is parsed when either can apply:
/// - on their own (a delegate adoption, a notification, a single-window API, a
///   `launchOptions` read, a SwiftUI `App` or modifier, an entry point): each needs one of
///   ``words`` in the file, as the reader's own matching shows (the tests check the tables);
/// - through another file: the methods and `window` of a type adopted elsewhere (an
///   `extension AppDelegate` in a file of its own), or a class a scene manifest names. Those
///   need the type's name in the file: a second pass, with a ``WordMatcher`` of those names,
///   once the first has found the delegate types.
/// A file skipped by both is read as an empty file: nothing it declares can change a finding.
enum SwiftRelevance {
    /// Words one of which a file needs for a fact of its own (substrings, case-sensitive).
    static let words: [[UInt8]] = {
        var words: Set<String> = [
            // `NSNotification.Name.UIApplicationDidBecomeActive`
            "NSNotification",
            // `@UIApplicationDelegateAdaptor`, `@WKApplicationDelegateAdaptor`…
            "DelegateAdaptor",
            "UIApplicationMain",
            "scenePhase"
        ]
        words.formUnion(DelegateProtocol.allCases.map(\.rawValue))
        words.formUnion(ProtocolNames.otherPlatforms)
        words.formUnion(ProtocolNames.frameworkDelegates.keys)
        words.formUnion(SwiftFactVisitor.swiftUIModifiers)
        // The first member of each chain the readers look up: `UIApplication`, `UIScene`, `UIScreen`.
        for name in NotificationCatalogue.entries.map(\.name) + SingleWindowAPI.all.flatMap(\.swiftSpellings) {
            if let first = name.split(separator: ".").first { words.insert(String(first)) }
        }
        // A word that contains another is redundant.
        let minimal = words.filter { word in !words.contains { $0 != word && word.contains($0) } }
        return minimal.sorted().map { Array($0.utf8) }
    }()

    /// Everything ``mayMatter(_:)`` looks for, in one pass: the words; a SwiftUI `App`
    /// (`: App`, `: SwiftUI.App`) as a whole identifier; `launchOptions` as the reader matches
    /// it (any name ending so, in any case).
    private static let facts = WordMatcher(
        words.map { ($0, .exact) } + [
            (Array("App".utf8), .identifier),
            (Array("launchoptions".utf8), .ignoringCase)
        ])

    /// Whether the file may hold a fact of its own.
    static func mayMatter(_ bytes: [UInt8]) -> Bool { facts.matches(bytes) }
}

/// Finds whether any of a few short words occurs in a file's bytes, in one pass over them.
struct WordMatcher: Sendable {
    enum Kind: Sendable {
        case exact
        /// No ASCII letter, digit or `_` on either side (a non-ASCII neighbour counts as a
        /// boundary: then a file is kept rather than skipped).
        case identifier
        /// ASCII letters in any case (the word in lowercase). Unicode lowercasing maps no
        /// other character onto ASCII letters but K (Kelvin) and İ, and İ lowercases to two
        /// scalars, so this is `lowercased()`'s match for a word without `k`.
        case ignoringCase
    }

    private let words: [(bytes: [UInt8], kind: Kind)]
    /// The words each first byte can start, by index into `words`.
    private let byFirstByte: [[Int]]

    init(_ words: [([UInt8], Kind)]) {
        self.words = words.filter { !$0.0.isEmpty }.map { (bytes: $0.0, kind: $0.1) }
        var table = [[Int]](repeating: [], count: 256)
        for (index, word) in self.words.enumerated() {
            let head = word.bytes[0]
            table[Int(head)].append(index)
            if word.kind == .ignoringCase, head | 0x20 >= 0x61, head | 0x20 <= 0x7A {
                table[Int(head & ~0x20)].append(index)
            }
        }
        byFirstByte = table
    }

    func matches(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            let count = text.count
            for i in 0..<count {
                let candidates = byFirstByte[Int(text[i])]
                if candidates.isEmpty { continue }
                for index in candidates where matches(words[index], in: text, at: i) { return true }
            }
            return false
        }
    }

    private func matches(_ word: (bytes: [UInt8], kind: Kind), in text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let end = i + word.bytes.count
        guard end <= text.count else { return false }
        switch word.kind {
        case .exact, .identifier:
            for j in 1..<word.bytes.count where text[i + j] != word.bytes[j] { return false }
        case .ignoringCase:
            for j in 1..<word.bytes.count where text[i + j] | 0x20 != word.bytes[j] { return false }
        }
        guard word.kind == .identifier else { return true }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
        }
        return (i == 0 || !isIdentifier(text[i - 1])) && (end == text.count || !isIdentifier(text[end]))
    }
}
