"""The strength-history upload as a browser sends it, for the benchmark scripts."""
import urllib.request
import uuid


def import_request(base, csrf, data):
    """A POST of `data` as the file of /history/import (pounds), with the form's CSRF token."""
    boundary = uuid.uuid4().hex
    body = (f'--{boundary}\r\nContent-Disposition: form-data; name="csrf_token"\r\n\r\n{csrf}\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="unit"\r\n\r\nlb\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="history.txt"\r\n'
            f'Content-Type: text/plain\r\n\r\n').encode() + data + f"\r\n--{boundary}--\r\n".encode()
    return urllib.request.Request(base + "/history/import", data=body,
                                  headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
