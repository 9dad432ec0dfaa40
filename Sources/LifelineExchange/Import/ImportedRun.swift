import LifelineTrace

/// One scene object seen in a log.
struct ImportedScene {
    /// Its id in the trace, `S` and the follower's identity from 1 (`FollowStep.sceneIdentity`):
    /// set by the first step that names it, nil before.
    var id: String?
    var address: UInt64?
    var session: String?
    /// An external display's scene (its printed role says so): not one of the app's windows.
    var isDisplay = false
    var connected = true
}

/// The scene objects of one process run of an imported log (where runs begin and end is the
/// follower's). The session keeps it in place (`ImportSession.run`): a struct held in an
/// optional was copied, arrays and dictionary retained, on every line.
///
/// It stays beside the follower because it is what tells the follower which scene a line is:
/// a log names no scene, only an object's address (or none), and the importer must find the
/// object before the follower can be handed the event. The scene's identity, and so its id in
/// the trace, is the follower's.
struct ImportedRun {
    /// Scenes of this run, connected or not; scenes do not outlive their run. A scene's index
    /// here is its key in the follower.
    var scenes: [ImportedScene] = []
    /// Connected scenes by object address (an address freed by a disconnect may come back as a new scene).
    var byAddress: [UInt64: Int] = [:]
    /// The scene the last scene callback went to: where an address-less line goes.
    var current: Int?

    /// How many of `scenes` are connected, kept as they connect and disconnect (counting them
    /// at each new scene made an import of many scenes quadratic).
    var connectedCount = 0
}
