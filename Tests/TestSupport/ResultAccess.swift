extension Result {
  /// The error, when the result is one.
  public var failure: Failure? {
    if case .failure(let e) = self { return e }
    return nil
  }

  /// The value, when the result is one.
  public var value: Success? {
    if case .success(let v) = self { return v }
    return nil
  }
}
