import UIKit

final class TimerViewController: UIViewController {
    func pause() {}
    func resume() {}
}
