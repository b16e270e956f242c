extension Library {
  /// Apple types that reach outside the app — the network, sensors, the camera, video — by
  /// name, with what they reach. Wobble has none of these: a file that uses one is refused by
  /// that name, not told that another file of the app might declare it.
  static let outsideWorld: [String: String] = {
    var reach: [String: String] = [:]
    let kinds: [(String, [String])] = [
      (
        "the network",
        [
          "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
          "NSURLSession", "NSURLConnection",
        ]
      ),
      ("the device's location", ["CLLocationManager"]),
      ("the device's motion sensors", ["CMMotionManager", "CMPedometer", "CMAltimeter"]),
      ("the camera or the microphone", ["AVCaptureSession", "AVCaptureDevice", "AVAudioRecorder"]),
      // Sound changes no picture (`AVAudioPlayer` is skipped with a warning); video does.
      ("video playback", ["AVPlayer", "AVQueuePlayer", "AVPlayerLayer"]),
    ]
    for (what, types) in kinds { for type in types { reach[type] = what } }
    return reach
  }()

  /// The refusal of `spelled`, a use of `type`, when `type` reaches outside the app.
  static func outsideWorldRefusal(_ type: String, _ spelled: String) -> String? {
    let name = String(type.prefix { $0 != "." && $0 != "(" })
    guard let what = outsideWorld[name] else { return nil }
    return "\(spelled) uses \(what) (\(name)), which Wobble does not simulate: what the code shows from it cannot be shown"
  }
}
