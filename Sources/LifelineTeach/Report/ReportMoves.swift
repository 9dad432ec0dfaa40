import LifelineModel
import LifelineRender
import LifelineTrace

/// What the drawing pass learned of each event, kept for the event list so that the list is
/// written without following the trace again (one follower step per event in the whole
/// report, `FollowerStepTests`): the app's state after the event, and the move it takes on
/// each machine the state diagram may draw.
///
/// Five bytes an event per machine and one for the app: a 1M-event trace keeps about 11 MB,
/// where following it again cost a second pass of the follower and of the state tracker.
struct ReportMoves {
    /// `UIApplication.applicationState` after each event (`FollowStep.applicationStateAfter`):
    /// its slot plus one, 0 when unknown.
    private(set) var apps: [UInt8] = []
    /// Per machine drawn, the move each event takes (`Packed`, 0: none).
    private(set) var moves: [[UInt32]]
    /// The tracks moves were taken on, by number.
    private(set) var tracks: [String] = []
    private var trackNumbers: [String: Int] = [:]

    init(machines: Int) {
        moves = Array(repeating: [], count: machines)
    }

    /// Records the app's state after the next event.
    mutating func add(app: AppState?) {
        apps.append(app.map { UInt8($0.slot + 1) } ?? 0)
    }

    /// Records the next event's move on `machine` (nil: none): on `track`, between state slots.
    mutating func add(machine: Int, track: String?, from: Int, to: Int, allowed: Bool) {
        guard let track else {
            moves[machine].append(0)
            return
        }
        moves[machine].append(Packed(track: number(of: track), from: from, to: to, allowed: allowed).raw)
    }

    /// The move event `index` took on `machine`, as the state diagram names it.
    func move(_ index: Int, machine: Int, names: [String]) -> (track: String, from: String, to: String, allowed: Bool)?
    {
        let raw = moves[machine][index]
        guard raw != 0 else { return nil }
        let packed = Packed(raw: raw)
        return (tracks[packed.track], names[packed.from], names[packed.to], packed.allowed)
    }

    /// The app's state after event `index`.
    func app(_ index: Int) -> AppState? {
        let raw = apps[index]
        return raw == 0 ? nil : AppState.allCases.first { $0.slot == Int(raw) - 1 }
    }

    private mutating func number(of track: String) -> Int {
        if let found = trackNumbers[track] { return found }
        tracks.append(track)
        trackNumbers[track] = tracks.count - 1
        return tracks.count - 1
    }

    /// A move in 32 bits: the track's number (20 bits, past the follower's scene limit), the
    /// states' slots (5 bits each) and the verdict; never 0.
    struct Packed {
        let raw: UInt32
        init(raw: UInt32) { self.raw = raw }
        init(track: Int, from: Int, to: Int, allowed: Bool) {
            raw = UInt32(track + 1) << 11 | UInt32(from) << 6 | UInt32(to) << 1 | (allowed ? 1 : 0)
        }
        var track: Int { Int(raw >> 11) - 1 }
        var from: Int { Int(raw >> 6) & 31 }
        var to: Int { Int(raw >> 1) & 31 }
        var allowed: Bool { raw & 1 != 0 }
    }
}
