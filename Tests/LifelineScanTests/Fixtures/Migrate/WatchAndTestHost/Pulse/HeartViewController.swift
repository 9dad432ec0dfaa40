import UIKit

final class HeartViewController: UIViewController {
    func startMonitoring() {}
    func stopMonitoring() {}
}
