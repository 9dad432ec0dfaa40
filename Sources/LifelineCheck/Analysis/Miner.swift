import LifelineModel
import LifelineTrace

/// `lifeline mine`: the always-followed-by, always-precedes and never-followed-by relations
/// between callbacks that hold in every process run of every given trace, with support,
/// and the built-in rules they confirm or contradict. Streams; per run it keeps n×n bits.
public struct Miner {
    public enum Relation: String, Sendable, CaseIterable {
        case alwaysFollowedBy = "always-followed-by"
        case alwaysPrecedes = "always-precedes"
        case neverFollowedBy = "never-followed-by"
    }

    public struct Finding: Sendable, Equatable {
        public var relation: Relation
        public var a: Callback
        public var b: Callback
        /// Process runs where the relation was tested (a occurred; for always-precedes, b).
        public var support: Int
        /// Whether it held in every one of them.
        public var holds: Bool
        /// The built-in rule it speaks to, if any.
        public var rule: String?
    }

    static let n = Callback.allCases.count
    // Per relation and pair: runs tested, runs broken.
    private var tested: [[Int]] = Array(repeating: Array(repeating: 0, count: n * n), count: 3)
    private var broken: [[Int]] = Array(repeating: Array(repeating: 0, count: n * n), count: 3)
    // The current run.
    private var seen = [Bool](repeating: false, count: n)
    private var pending = [Bool](repeating: false, count: n * n)
    private var brokenInRun = [[Bool]](repeating: [Bool](repeating: false, count: n * n), count: 3)
    private var inRun = false

    public init() {}

    /// The built-in rules a mined relation speaks to.
    static let ruleFor: [String: String] = [
        "always-followed-by sceneWillEnterForeground(_:) sceneDidBecomeActive(_:)": "LC303",
        "always-followed-by applicationWillEnterForeground(_:) applicationDidBecomeActive(_:)": "LC303",
        "always-precedes application(_:willFinishLaunchingWithOptions:) application(_:didFinishLaunchingWithOptions:)": "LC201",
        "always-precedes application(_:didFinishLaunchingWithOptions:) scene(_:willConnectTo:options:)": "LC203",
        "always-precedes sceneWillEnterForeground(_:) sceneDidBecomeActive(_:)": "LC301",
        "always-precedes sceneWillResignActive(_:) sceneDidEnterBackground(_:)": "LC301",
        "never-followed-by applicationWillTerminate(_:) application(_:didFinishLaunchingWithOptions:)": "LC401",
    ]

    public mutating func add(path: String) throws(Diagnostic) {
        let reader = try TraceReader(path: path)
        // Where a process run begins is the follower's answer, as for every other reader.
        var follower = TraceFollower<String>(profile: reader.header.profile ?? .ios13,
                                             showsSilentChanges: reader.header.showsSilentChanges)
        while let event = try reader.next() {
            if follower.step(FollowInput(event)).startsRun { endRun() }
            guard event.kind == .callback, let callback = event.method else { continue }
            add(callback.rawValue)
        }
        endRun()
    }

    private mutating func add(_ x: Int) {
        inRun = true
        let n = Miner.n
        for a in 0..<n where a != x {
            pending[a * n + x] = false
            // always-precedes(a, x): x needs an earlier a.
            if !seen[a] { brokenInRun[1][a * n + x] = true }
            // never-followed-by(a, x): an earlier a breaks it.
            if seen[a] { brokenInRun[2][a * n + x] = true }
        }
        for b in 0..<n where b != x { pending[x * n + b] = true }
        seen[x] = true
        // Tested markers: relation 0/2 tested when a occurs, 1 when b occurs.
        testedInRun[x] = true
    }

    private var testedInRun = [Bool](repeating: false, count: n)

    private mutating func endRun() {
        guard inRun else { return }
        let n = Miner.n
        for a in 0..<n {
            for b in 0..<n where a != b {
                let cell = a * n + b
                if testedInRun[a] {
                    tested[0][cell] += 1
                    if pending[cell] { broken[0][cell] += 1 }
                    tested[2][cell] += 1
                    if brokenInRun[2][cell] { broken[2][cell] += 1 }
                }
                if testedInRun[b] {
                    tested[1][cell] += 1
                    if brokenInRun[1][cell] { broken[1][cell] += 1 }
                }
            }
        }
        seen = Array(repeating: false, count: n)
        testedInRun = Array(repeating: false, count: n)
        pending = Array(repeating: false, count: n * n)
        brokenInRun = Array(repeating: Array(repeating: false, count: n * n), count: 3)
        inRun = false
    }

    /// Relations that held in every run where they were tested (support ≥ `minSupport`),
    /// plus every relation tied to a built-in rule, held or not.
    public func findings(minSupport: Int = 1) -> [Finding] {
        var out: [Finding] = []
        let n = Miner.n
        for (r, relation) in Relation.allCases.enumerated() {
            for a in 0..<n { for b in 0..<n where a != b {
                let cell = a * n + b
                let support = tested[r][cell]
                guard support > 0 else { continue }
                let ca = Callback.allCases[a], cb = Callback.allCases[b]
                // never-followed-by is only interesting when b occurs at all somewhere.
                if relation == .neverFollowedBy && tested[1][cell] == 0 { continue }
                let rule = Miner.ruleFor["\(relation.rawValue) \(ca.swiftName) \(cb.swiftName)"]
                let holds = broken[r][cell] == 0
                if (holds && support >= minSupport) || rule != nil {
                    out.append(Finding(relation: relation, a: ca, b: cb, support: support, holds: holds, rule: rule))
                }
            } }
        }
        return out
    }

    public func text(minSupport: Int = 1) -> String {
        var out = ""
        for finding in findings(minSupport: minSupport) {
            let verdict: String
            if let rule = finding.rule { verdict = finding.holds ? "  confirms \(rule)" : "  CONTRADICTS \(rule)" } else { verdict = "" }
            let status = finding.holds ? "" : " (broken in some runs)"
            out += "\(finding.a.swiftName) \(finding.relation.rawValue) \(finding.b.swiftName)  [support \(finding.support)]\(status)\(verdict)\n"
        }
        return out
    }
}
