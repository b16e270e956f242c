print("wobble")
