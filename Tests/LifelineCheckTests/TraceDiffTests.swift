import Testing
import PropertyBased
import LifelineModel
@testable import LifelineCheck

/// `TraceDiff.align` against a reference written from the definition: the full table of
/// longest-common-subsequence lengths of the suffixes (quadratic, fine at these sizes), walked
/// from the start taking every match and, at a mismatch, skipping B's callback unless that
/// loses length.
@Suite("Trace diff")
struct TraceDiffTests {
    static func reference(_ a: [Callback], _ b: [Callback]) -> [TraceDiff.Row] {
        let ma = a.map(TraceDiff.moment), mb = b.map(TraceDiff.moment)
        var length = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in (0..<a.count).reversed() {
            for j in (0..<b.count).reversed() {
                length[i][j] = ma[i] == mb[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var rows: [TraceDiff.Row] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, ma[i] == mb[j] {
                rows.append(a[i] == b[j] ? .same(a[i], lineA: i, lineB: j) : .moved(a[i], b[j], lineA: i, lineB: j))
                i += 1; j += 1
            } else if j < b.count, i == a.count || length[i][j + 1] >= length[i + 1][j] {
                rows.append(.onlyB(b[j], line: j)); j += 1
            } else {
                rows.append(.onlyA(a[i], line: i)); i += 1
            }
        }
        return rows
    }

    /// The longest common subsequence's length in linear memory (two rows).
    static func lcsLength(_ a: [Callback], _ b: [Callback]) -> Int {
        let ma = a.map(TraceDiff.moment), mb = b.map(TraceDiff.moment)
        var previous = Array(repeating: 0, count: b.count + 1), current = previous
        for i in 0..<a.count {
            for j in 0..<b.count {
                current[j + 1] = ma[i] == mb[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    static func numbered(_ list: [Callback]) -> [(Callback, Int)] { list.enumerated().map { ($0.element, $0.offset) } }

    static let callback = Gen.int(in: 0...(Callback.allCases.count - 1)).map { Callback.allCases[$0] }
    /// A few callbacks only, so that matches are frequent and ties many.
    static let fewCallbacks = Gen.int(in: 0...5).map {
        [Callback.applicationDidBecomeActive, .sceneDidBecomeActive, .applicationWillResignActive, .sceneWillResignActive,
         .didFinishLaunching, .sceneWillEnterForeground][$0]
    }

    @Test("sequences within one window: exactly the reference's rows (property)")
    func withinWindow() async {
        await propertyCheck(count: 300, input: Self.fewCallbacks.array(of: 0...120), Self.callback.array(of: 0...60)) { a, b in
            let b = b + a.shuffled().prefix(a.count / 2)
            #expect(TraceDiff.align(Self.numbered(a), Self.numbered(b)).rows == Self.reference(a, b))
        }
    }

    @Test("long traces (several windows) with scattered edits: every callback once, in order, and the longest alignment")
    func acrossWindows() {
        var generator = SystemRandomNumberGenerator()
        let moments: [Callback] = [.applicationDidBecomeActive, .applicationWillResignActive, .didFinishLaunching,
                                   .sceneWillConnect, .sceneDidDisconnect, .applicationDidEnterBackground]
        let a = (0..<6_000).map { _ in moments.randomElement(using: &generator)! }
        var b = a
        for _ in 0..<200 {
            let at = Int.random(in: 0..<b.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: b.remove(at: at)
            case 1: b.insert(moments.randomElement(using: &generator)!, at: at)
            default: b[at] = b[at] == .applicationDidBecomeActive ? .sceneDidBecomeActive : b[at]
            }
        }
        let rows = TraceDiff.align(Self.numbered(a), Self.numbered(b)).rows
        var seenA: [Int] = [], seenB: [Int] = [], matches = 0
        for row in rows {
            switch row {
            case .same(_, let la, let lb), .moved(_, _, let la, let lb): seenA.append(la); seenB.append(lb); matches += 1
            case .onlyA(_, let la): seenA.append(la)
            case .onlyB(_, let lb): seenB.append(lb)
            }
        }
        #expect(seenA == Array(a.indices))
        #expect(seenB == Array(b.indices))
        #expect(matches == Self.lcsLength(a, b))
    }
}
