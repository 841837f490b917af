"""Sign-up page; log in and log out come from django.contrib.auth's views (which check `next` the
same way)."""
from django.contrib.auth import login
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme


def redirect_next(request) -> HttpResponseRedirect:
    """To the `next` address (query or form) when it stays on this site, else home. (A URL, never
    a view name: `redirect("0")` would try to reverse a view called "0".)"""
    target = request.POST.get("next") or request.GET.get("next")
    if target and url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                                  require_https=request.is_secure()):
        return HttpResponseRedirect(target)
    return HttpResponseRedirect(reverse("home"))


def signup(request):
    if request.user.is_authenticated:
        return redirect_next(request)
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        return redirect_next(request)
    return render(request, "accounts/signup.html", {"form": form})
