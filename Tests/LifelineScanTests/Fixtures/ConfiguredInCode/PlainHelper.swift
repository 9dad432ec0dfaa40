import Foundation

// Named by the manifest's "Helper" configuration; nothing here names a life-cycle API.
final class PlainHelper: NSObject {}
